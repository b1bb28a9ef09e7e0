import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { submissionSchema } from '../../../domain/forms/submission';
import ManageSubmissionsPage from './manage-submissions-page';

const submission = (id: string, isDraft: boolean) =>
  submissionSchema.parse({ id, formId: 'stand', teamId: 't1', isDraft, values: {} });
const submissions = [submission('s1', false), submission('s2', false), submission('s3', true)];
vi.mock('../../../data/forms/forms-api', () => ({
  useLoadedFormQuery: () => ({ data: undefined }),
  useFormSubmissionsQuery: () => ({ data: submissions }),
  useDeleteSubmissionMutation: () => [vi.fn()],
  submissionReportFile: vi.fn(),
}));
vi.mock('../../../data/settings/settings-api', () => ({ useSettings: () => ({ data: undefined }) }));
vi.mock('../../../data/teams/teams-api', () => ({ useTeamsQuery: () => ({ data: [] }) }));
vi.mock('../../../data/users/users-api', () => ({ useEventUsersQuery: () => ({ data: [] }) }));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess: vi.fn(), showError: vi.fn() }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));

describe('a form’s submissions page', () => {
  it('lists drafts with the sent submissions and counts them apart, as the forms list does', () => {
    render(
      <MemoryRouter initialEntries={['/admin/forms/stand/submissions']}>
        <Routes>
          <Route path="/admin/forms/:formId/submissions" element={<ManageSubmissionsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      within(screen.getByRole('table', { name: 'Submissions' }))
        .getAllByRole('row')
        .slice(1),
    ).toHaveLength(3);
    const status = within(screen.getByRole('combobox', { name: 'Status' }));
    expect(status.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Submitted and drafts',
      'Submitted (2)',
      'Drafts (1)',
    ]);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ArchivedFormsPage from './archived-forms-page';

const forms = [
  { id: 'f1', title: 'Stand plan', isArchived: true, fieldIds: ['a', 'b'] },
  { id: 'f2', title: 'Catering', isArchived: false, fieldIds: [] },
];
vi.mock('../../../data/forms/forms-api', () => ({
  useFormsQuery: () => ({ data: forms, isLoading: false }),
  useSubmissionCountsQuery: () => ({ data: { f1: { sent: 3, drafts: 1 } }, isLoading: false }),
  useUpdateFormsArchivedMutation: () => [() => ({ unwrap: async () => null }), { isLoading: false }],
  useDeleteFormsMutation: () => [() => ({ unwrap: async () => null }), { isLoading: false }],
}));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess: vi.fn(), showError: vi.fn() }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));
vi.mock('../admin/forms-shortcuts', () => ({ FormsShortcuts: () => null }));
vi.mock('../admin/title-cell', () => ({ TitleCell: ({ item }: { item: { title: string } }) => <>{item.title}</> }));

describe('archived forms page', () => {
  it('lists the archived forms with their sent submissions and drafts apart, and says in the delete dialog what goes', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ArchivedFormsPage />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table', { name: 'Archived forms' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Stand plan')]);
    expect(within(rows[0]!).getByText('1 draft').parentElement).toHaveTextContent(/^31 draft$/);
    await user.click(screen.getByRole('button', { name: 'Delete Stand plan' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Stand plan will be deleted. With them go 3 submissions, 1 draft and their uploaded files',
    );
  });
});

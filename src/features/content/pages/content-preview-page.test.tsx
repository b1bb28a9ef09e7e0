import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { contentSchema } from '../../../domain/content';
import { sectionSchema } from '../../../domain/section';
import ContentPreviewPage from './content-preview-page';

const content = contentSchema.parse({
  id: 'page',
  title: 'Stand build',
  isPublished: true,
  allowedTeamTypeIds: ['sponsor'],
});
const sections = [
  sectionSchema.parse({ id: 's1', type: 'callout', data: { text: 'Build-up starts at 07:00' } }),
  sectionSchema.parse({ id: 's2', type: 'callout', isPublished: false, data: { text: 'Organisers only' } }),
];
vi.mock('../../../data/content/content-api', () => ({
  useEditableContentQuery: () => ({ data: { live: content, content, sections, draft: undefined }, isLoading: false }),
  useSectionAssetsQuery: () => ({ data: [] }),
}));
vi.mock('../../../data/team-types/team-types-api', () => ({
  useTeamTypesQuery: () => ({
    data: [
      { id: 'sponsor', name: 'Sponsors', teamIds: [] },
      { id: 'exhibitor', name: 'Exhibitors', teamIds: [] },
    ],
    isLoading: false,
  }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));
vi.mock('../components/section-view', () => ({
  SectionView: ({ section }: { section: { data: { text: string } } }) => <p>{section.data.text}</p>,
}));

describe('the content preview', () => {
  it('shows the draft as the chosen team type would see it, marked as a preview', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/content/page/preview']}>
        <Routes>
          <Route path="/admin/content/:contentId/preview" element={<ContentPreviewPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Preview as a member of Sponsors');
    expect(screen.getByText('Build-up starts at 07:00')).toBeInTheDocument();
    expect(screen.queryByText('Organisers only')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Preview as'), 'A member of Exhibitors');
    expect(screen.getByRole('note')).toHaveTextContent('This person could not open the page');
    expect(screen.queryByText('Build-up starts at 07:00')).not.toBeInTheDocument();
    expect(screen.getByText('This page is not available')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Preview as'), 'A guest (public link)');
    expect(screen.getByRole('note')).toHaveTextContent('Preview as a guest (public link)');
    expect(screen.getByText('This page is not available')).toBeInTheDocument();
  });
});

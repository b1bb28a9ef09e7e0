import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ArchivedContentPage from './archived-content-page';

const pages = [
  { id: 'live', title: 'Welcome', isArchived: false, sectionIds: [] },
  { id: 'old', title: 'Old floor plan', isArchived: true, sectionIds: ['s1', 's2'] },
];
const setArchived = vi.fn();
const showSuccess = vi.fn();
vi.mock('../../../data/content/content-api', () => ({
  useContentListQuery: () => ({ data: pages, error: undefined }),
  useUpdateContentArchivedMutation: () => [(input: unknown) => ({ unwrap: async () => setArchived(input) })],
  useDeleteContentMutation: () => [() => ({ unwrap: async () => null })],
}));
vi.mock('../../../components/feedback/feedback-context', () => ({
  useFeedback: () => ({ showSuccess, showError: vi.fn() }),
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));
vi.mock('../components/content-row-title', () => ({
  ContentRowTitle: ({ content }: { content: { title: string } }) => <>{content.title}</>,
}));

describe('archived content page', () => {
  it('lists only the archived pages and restores one from its row', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ArchivedContentPage />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table', { name: 'Archived content pages' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Old floor plan')]);
    expect(rows[0]).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Restore Old floor plan' }));
    expect(setArchived).toHaveBeenCalledWith({ contentId: 'old', isArchived: false });
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith('“Old floor plan” restored'));
  });
});

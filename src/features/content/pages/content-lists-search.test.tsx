import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../../tests/support/render-admin-screen';
import { contentSchema } from '../../../domain/content';
import ContentListPage from './content-page';
import ManageContentPage from './manage-content-page';

const page = (id: string, title: string, description = '') =>
  contentSchema.parse({ id, title, description, isPublished: true });
let pages = [page('cafe', 'Café opening times', 'Where to eat'), page('parking', 'Parking', 'Levels and prices')];

vi.mock('../../../data/content/content-api', () => ({
  useVisibleContentList: () => ({ data: pages, isLoading: false }),
  useContentListQuery: () => ({ data: pages }),
  useDuplicateContentMutation: () => [vi.fn()],
  useUpdateContentArchivedMutation: () => [vi.fn()],
}));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../components/content-card', () => ({
  ContentCard: ({ content }: { content: { title: string } }) => <>{content.title}</>,
}));

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Content pages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the members' content list", () => {
  it('searches titles and descriptions without case or accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<ContentListPage />, { url: '/content' });
    const search = screen.getByRole('searchbox', { name: 'Search pages' });
    await user.type(search, 'CAFE');
    expect(cardTitles()).toEqual(['Café opening times']);
    await user.clear(search);
    await user.type(search, 'prices');
    expect(cardTitles()).toEqual(['Parking']);
    await user.type(search, ' helicopter');
    expect(screen.getByText('No pages match your search.')).toBeInTheDocument();
  });

  it('shows 100 pages at a time, the page number in the address', async () => {
    pages = Array.from({ length: 130 }, (_, index) => page(`p${index}`, `Page ${index + 1}`));
    const user = userEvent.setup();
    const { router } = renderAdminScreen(<ContentListPage />, { url: '/content' });
    expect(cardTitles()).toHaveLength(100);
    expect(screen.getByText('Showing 1 to 100 of 130 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cardTitles()).toEqual(Array.from({ length: 30 }, (_, index) => `Page ${index + 101}`));
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('the admin content list', () => {
  it('searches by title and description, and says when nothing matches', async () => {
    pages = [page('cafe', 'Café opening times', 'Where to eat'), page('parking', 'Parking', 'Levels and prices')];
    const user = userEvent.setup();
    renderAdminScreen(<ManageContentPage />, { url: '/admin/content' });
    const table = screen.getByRole('table', { name: 'Content pages' });
    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), 'where eat');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Café opening times')]);
    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), ' nothing');
    expect(screen.getByText('No pages match your search')).toBeInTheDocument();
  });
});

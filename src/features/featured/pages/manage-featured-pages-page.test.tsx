import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { contentSchema } from '../../../domain/content';
import FeaturedPagesPage from './manage-featured-pages-page';

const save = vi.fn();
const pages = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title) =>
  contentSchema.parse({ id: title.toLowerCase(), title, isPublished: true }),
);

vi.mock('../../../data/content/content-api', () => ({
  useContentListQuery: () => ({ data: pages, isLoading: false }),
}));
vi.mock('../../../data/settings/settings-api', () => ({
  useSettings: () => ({
    data: { id: 'featured', contentIds: ['alpha', 'bravo', 'charlie', 'delta'] },
    isLoading: false,
  }),
}));
vi.mock('../../../data/featured/featured-api', () => ({
  useUpdateFeaturedPagesMutation: () => [(ids: string[]) => ({ unwrap: () => save(ids) }), { isLoading: false }],
}));
vi.mock('../../../components/admin-page', () => ({
  AdminPage: ({ actions, children }: { actions: React.ReactNode; children: React.ReactNode }) => (
    <div>
      {actions}
      {children}
    </div>
  ),
}));
vi.mock('../../../components/feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess: vi.fn() }) }));

describe('featured pages screen', () => {
  it('refuses to save three featured pages and saves four', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <FeaturedPagesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Featured (4)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfeature Delta' }));
    expect(screen.getByRole('heading', { name: 'Featured (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save featured pages' }));
    expect(screen.getByText('Choose exactly 0, 4 or 8 featured pages')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Feature Delta' }));
    await user.click(screen.getByRole('button', { name: 'Save featured pages' }));
    expect(save).toHaveBeenCalledWith(['alpha', 'bravo', 'charlie', 'delta']);
  });
});

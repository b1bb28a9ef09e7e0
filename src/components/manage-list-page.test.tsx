import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ListEmptyState } from './list-table';
import { deleteEach, ManageListPage, type BulkDelete } from './manage-list-page';

const showSuccess = vi.fn();
vi.mock('./feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError: vi.fn() }) }));
vi.mock('./admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <main aria-label={title}>{children}</main>
  ),
}));

interface Fruit {
  id: string;
  name: string;
}
const fruits: Fruit[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana' },
];

function renderList(rows: Fruit[], bulkDelete?: BulkDelete<Fruit>) {
  return render(
    <MemoryRouter>
      <ManageListPage
        title="Fruit"
        table={{
          label: 'Fruit',
          rows,
          rowId: (fruit) => fruit.id,
          columns: [{ key: 'name', header: 'Name', cell: (fruit) => fruit.name }],
          emptyState: <ListEmptyState icon="archive" title="No fruit yet" />,
        }}
        bulkDelete={bulkDelete}
      />
    </MemoryRouter>,
  );
}

describe('the manage-list page', () => {
  it('shows the empty state when there are no rows', () => {
    renderList([]);
    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
  });

  it('offers no selection without a bulk delete (people who may not bulk delete)', () => {
    renderList(fruits);
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('deletes the picked rows after CONFIRM and says how many went', async () => {
    const removed: string[] = [];
    const user = userEvent.setup();
    renderList(fruits, {
      noun: ['fruit', 'fruits'],
      nameOf: (fruit) => fruit.name,
      deleteRows: (rows) =>
        deleteEach(
          rows,
          async (fruit) => removed.push(fruit.id),
          () => 'refused',
        ),
      consequence: 'These fruits will be eaten.',
    });
    for (const checkbox of within(screen.getByRole('table', { name: 'Fruit' }))
      .getAllByRole('checkbox')
      .slice(1))
      await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 fruits');
    expect(dialog).toHaveTextContent('These fruits will be eaten.');
    await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith('2 fruits were deleted'));
    expect(removed).toEqual(['a', 'b']);
  });
});

describe('deleteEach', () => {
  it('goes on after a refusal and answers each refused row with its message', async () => {
    const failures = await deleteEach(
      fruits,
      async (fruit) => {
        if (fruit.id === 'a') throw new Error('bruised');
      },
      (error) => (error as Error).message,
    );
    expect(failures).toEqual([{ row: fruits[0], message: 'bruised' }]);
  });
});

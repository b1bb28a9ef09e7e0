import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ArchivedListPage } from './archived-list-page';

const showSuccess = vi.fn();
const showError = vi.fn();
vi.mock('./feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError }) }));
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

function renderArchive({
  canBulkEdit = true,
  restoreRows = vi.fn(async () => undefined),
  deleteRows = vi.fn(async () => undefined),
  restoredMessage = undefined as string | undefined,
} = {}) {
  render(
    <MemoryRouter>
      <ArchivedListPage<Fruit>
        title="Archived Fruit"
        noun={['fruit', 'fruits']}
        nameOf={(fruit) => fruit.name}
        restoreRows={restoreRows}
        deleteRows={deleteRows}
        restoredMessage={restoredMessage}
        consequence="The peel goes too."
        canBulkEdit={canBulkEdit}
        table={{
          label: 'Archived fruit',
          rows: fruits,
          rowId: (fruit) => fruit.id,
          columns: [{ key: 'name', header: 'Name', cell: (fruit) => fruit.name }],
          emptyState: <p>None</p>,
        }}
      />
    </MemoryRouter>,
  );
  return { restoreRows, deleteRows };
}

beforeEach(() => {
  showSuccess.mockClear();
  showError.mockClear();
});

describe('the archived-list page', () => {
  it('restores one row from its own button and says which', async () => {
    const user = userEvent.setup();
    const { restoreRows } = renderArchive();
    await user.click(screen.getByRole('button', { name: 'Restore Banana' }));
    expect(restoreRows).toHaveBeenCalledWith([fruits[1]]);
    expect(showSuccess).toHaveBeenCalledWith('“Banana” restored');
  });

  it('shows the reason when restoring fails, and keeps the rows', async () => {
    const user = userEvent.setup();
    renderArchive({
      restoreRows: vi.fn(async () => Promise.reject({ message: 'Missing or insufficient permissions.' })),
    });
    await user.click(screen.getByRole('button', { name: 'Restore Apple' }));
    expect(showError).toHaveBeenCalledWith('Missing or insufficient permissions.');
    expect(showSuccess).not.toHaveBeenCalled();
    expect(screen.getByText('Apple')).toBeInTheDocument();
  });

  it('deletes the selection only after CONFIRM, naming what goes and what follows', async () => {
    const user = userEvent.setup();
    const { deleteRows } = renderArchive();
    for (const checkbox of within(screen.getByRole('table', { name: 'Archived fruit' }))
      .getAllByRole('checkbox')
      .slice(1))
      await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 fruits');
    expect(dialog).toHaveTextContent('Apple, Banana will be deleted. The peel goes too.');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith('2 fruits deleted'));
    expect(deleteRows).toHaveBeenCalledWith(fruits);
  });

  it('says a restore in the words the area gives, and clears the selection it restored', async () => {
    const user = userEvent.setup();
    const { restoreRows } = renderArchive({ restoredMessage: 'Fruit restored successfully' });
    const table = screen.getByRole('table', { name: 'Archived fruit' });
    await user.click(within(table).getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: 'Restore selected' }));
    expect(restoreRows).toHaveBeenCalledWith(fruits);
    expect(showSuccess).toHaveBeenCalledWith('Fruit restored successfully');
    expect(
      within(table)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('keeps the dialog open with the reason when a delete is refused, and says nothing was deleted', async () => {
    const user = userEvent.setup();
    const { deleteRows } = renderArchive({
      deleteRows: vi.fn(async () => Promise.reject({ message: 'Fruit in a basket cannot be deleted' })),
    });
    await user.click(screen.getByRole('button', { name: 'Delete Apple' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fruit in a basket cannot be deleted');
    expect(deleteRows).toHaveBeenCalledWith([fruits[0]]);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('offers no selection to people who may not act in bulk, but keeps each row’s buttons', () => {
    renderArchive({ canBulkEdit: false });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete Apple' })).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRowDialog } from './delete-row-dialog';

const showSuccess = vi.fn();
vi.mock('../feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError: vi.fn() }) }));

interface Hook {
  id: string;
  name: string;
}

function Harness({ deleteRow }: { deleteRow: (row: Hook) => Promise<unknown> }) {
  const [toDelete, setToDelete] = useState<Hook>();
  return (
    <>
      <button type="button" onClick={() => setToDelete({ id: 'h1', name: 'CRM' })}>
        Delete CRM
      </button>
      <DeleteRowDialog
        row={toDelete}
        title="Delete webhook"
        deleteRow={deleteRow}
        deletedMessage={(hook) => `“${hook.name}” deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p>“{toDelete?.name}” will be deleted.</p>
      </DeleteRowDialog>
    </>
  );
}

async function confirmDelete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete CRM' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete webhook');
  expect(dialog).toHaveTextContent('“CRM” will be deleted.');
  await user.type(within(dialog).getByLabelText('Type CONFIRM to confirm'), 'CONFIRM');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

describe('DeleteRowDialog', () => {
  it('deletes the row after CONFIRM, says so and closes', async () => {
    const deleteRow = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Harness deleteRow={deleteRow} />);
    await confirmDelete(user);
    await vi.waitFor(() => expect(showSuccess).toHaveBeenCalledWith('“CRM” deleted'));
    expect(deleteRow).toHaveBeenCalledWith({ id: 'h1', name: 'CRM' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the failure when the delete is refused', async () => {
    showSuccess.mockClear();
    const user = userEvent.setup();
    render(<Harness deleteRow={() => Promise.reject({ message: 'Missing or insufficient permissions.' })} />);
    const dialog = await confirmDelete(user);
    expect(await within(dialog).findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(showSuccess).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, Drawer } from './dialog';

function Opener({ canClose = true }: { canClose?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        show={open}
        onHide={() => setOpen(false)}
        title="Edit card"
        canClose={canClose}
        footer={<button type="button">Done</button>}
      >
        <input aria-label="Title" data-autofocus />
      </Dialog>
    </>
  );
}

describe('a dialog', () => {
  it('opens named by its title with the marked field focused, closes on Escape and gives the focus back', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit card' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on its close button and on a click beside the panel, not on a click inside it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Title' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be closed while its work runs', async () => {
    render(<Opener canClose={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const backdrop = screen.getByRole('dialog');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog', { name: 'Edit card' })).toBeInTheDocument();
  });
});

describe('a drawer', () => {
  it('shows its header and body, named by its label, and closes on its close button', async () => {
    const onHide = vi.fn();
    render(
      <Drawer show onHide={onHide} label="Order the badges" header={<a href="/tasks/t1">Open as a page</a>}>
        <p>Badges for everyone on the stand.</p>
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Order the badges' });
    expect(drawer).toHaveTextContent('Badges for everyone on the stand.');
    expect(screen.getByRole('link', { name: 'Open as a page' })).toHaveAttribute('href', '/tasks/t1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onHide).toHaveBeenCalledOnce();
  });
});

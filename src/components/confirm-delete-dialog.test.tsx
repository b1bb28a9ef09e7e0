import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

function renderDialog(onConfirm = vi.fn(), onCancel = vi.fn(), keyword?: string) {
  render(
    <ConfirmDeleteDialog show title="Delete team" keyword={keyword} onConfirm={onConfirm} onCancel={onCancel}>
      Northwind Displays and its members will be removed.
    </ConfirmDeleteDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDeleteDialog', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('keeps the confirm button disabled until CONFIRM is typed exactly', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    const input = screen.getByLabelText(/to confirm/);
    expect(confirm).toBeDisabled();
    await user.type(input, 'confirm');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'CONFIRM ');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'CONFIRM');
    expect(confirm).toBeEnabled();
  });

  it('runs the action 500 ms after confirming, not before', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onConfirm } = renderDialog(vi.fn().mockResolvedValue(undefined));
    await user.type(screen.getByLabelText(/to confirm/), 'CONFIRM');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => vi.advanceTimersByTime(499));
    expect(onConfirm).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter from the keyword field, focused when it opens', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onConfirm } = renderDialog(vi.fn().mockResolvedValue(undefined));
    const input = screen.getByLabelText(/to confirm/);
    await vi.waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('CONFIRM{Enter}');
    await act(async () => vi.advanceTimersByTime(500));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does nothing on Enter before the keyword matches', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onConfirm } = renderDialog();
    await user.type(screen.getByLabelText(/to confirm/), 'CONF{Enter}');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with Escape and with the Cancel button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onCancel } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the failure of the action in the dialog', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog(vi.fn().mockRejectedValue(new Error("Can't delete a team with stand shares still in it")));
    await user.type(screen.getByLabelText(/to confirm/), 'CONFIRM');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(await screen.findByText("Can't delete a team with stand shares still in it")).toBeInTheDocument();
  });

  it("shows the message of a mutation's normalised error as it is", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // What RTK Query's unwrap() rejects with: the plain object the api's queryFn returned.
    renderDialog(
      vi.fn().mockRejectedValue({
        message: "Can't delete a team with stand shares still in it",
        code: 'functions/failed-precondition',
      }),
    );
    await user.type(screen.getByLabelText(/to confirm/), 'CONFIRM');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => vi.advanceTimersByTime(500));
    expect((await screen.findByRole('alert')).textContent).toBe("Can't delete a team with stand shares still in it");
  });

  it('accepts another keyword when a screen names one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog(vi.fn(), vi.fn(), 'DELETE');
    await user.type(screen.getByLabelText(/to confirm/), 'DELETE');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

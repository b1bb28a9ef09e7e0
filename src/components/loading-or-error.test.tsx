import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadingOrError } from './loading-or-error';

describe('LoadingOrError', () => {
  it('shows a status named Loading while the read runs, and nothing once it is in', () => {
    const { rerender } = render(<LoadingOrError isLoading error={undefined} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(<LoadingOrError isLoading={false} error={undefined} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the failure's message instead of the skeleton, and the general message when it has none", () => {
    const { rerender } = render(
      <LoadingOrError isLoading error={{ message: 'Missing or insufficient permissions' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Missing or insufficient permissions');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<LoadingOrError isLoading={false} error={{}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again later');
  });

  it('shows the screen’s own skeleton, and its not-available wording instead of the message', () => {
    const { rerender } = render(
      <LoadingOrError isLoading skeleton={<div role="status" aria-label="Loading cards" />} />,
    );
    expect(screen.getByRole('status', { name: 'Loading cards' })).toBeInTheDocument();
    rerender(
      <LoadingOrError
        isLoading={false}
        error={{ message: 'not-found' }}
        unavailable="This task is not available to your team."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This task is not available to your team.');
    expect(screen.queryByText('not-found')).not.toBeInTheDocument();
  });

  it('offers Try again beside the failure when the screen can read again, and only then', async () => {
    const retry = vi.fn();
    const { rerender } = render(<LoadingOrError isLoading={false} error={{ message: 'You are offline' }} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    rerender(<LoadingOrError isLoading={false} error={{ message: 'You are offline' }} onRetry={retry} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
  });
});

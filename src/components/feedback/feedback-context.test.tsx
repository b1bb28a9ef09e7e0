import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackBanner, FeedbackProvider, useFeedback } from './feedback-context';

function Buttons() {
  const feedback = useFeedback();
  return (
    <>
      <button onClick={() => feedback.showSuccess()}>save</button>
      <button onClick={() => feedback.showError()}>fail</button>
      <button onClick={() => feedback.showError('Invalid team')}>fail with message</button>
    </>
  );
}

function renderBanners() {
  render(
    <FeedbackProvider>
      <FeedbackBanner />
      <Buttons />
    </FeedbackProvider>,
  );
}

describe('feedback banners', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows nothing until a message is set', () => {
    renderBanners();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the default success text and clears it after 3 seconds', async () => {
    renderBanners();
    await userEvent.click(screen.getByText('save'));
    expect(screen.getByRole('status')).toHaveTextContent('Your updates have been successfully saved');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps an error until it is closed', async () => {
    renderBanners();
    await userEvent.click(screen.getByText('fail'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again later');
    act(() => vi.advanceTimersByTime(60_000));
    await userEvent.click(screen.getByText('fail with message'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid team');
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

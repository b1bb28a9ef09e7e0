import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGES } from '../domain/messages';
import { OfflineBanner } from './offline-banner';

// Firestore's side: the writes kept offline reach the server when the test says so.
const firestore = vi.hoisted(() => {
  let sent!: () => void;
  const allSent = new Promise<void>((resolve) => (sent = resolve));
  return { sent: () => sent(), allSent };
});
vi.mock('../lib/firebase/firestore-sdks', () => ({
  cachedFirestoreStarted: () => true,
  cachedFirestore: () => Promise.resolve({ keptWritesSent: () => firestore.allSent }),
}));
vi.mock('../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

describe('OfflineBanner', () => {
  afterEach(() => vi.useRealTimers());

  it('says the portal is offline and since when, then that the offline changes are being sent, then nothing', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T14:05:00Z'), toFake: ['Date'] });
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTION_MESSAGES.offline('29 Nov 2026, 14:05'));

    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTION_MESSAGES.sending);
    await act(async () => firestore.sent());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});

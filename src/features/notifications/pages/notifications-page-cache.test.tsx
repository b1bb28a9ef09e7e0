import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listener } from '../../../lib/firebase/documents';
import type { ReaderNotification } from '../../../data/notifications/notifications-store';
import { notificationSchema } from '../../../domain/notifications';
import { api } from '../../../data/api-slice';
import { testStore } from '../../../../tests/support/test-store';
import NotificationsPage from './notifications-page';

// The real api slice and cache; only the Firestore side (the area's store) answers from here: the
// live read hands its listener to the test, which plays the snapshots and the refusals.
const store = vi.hoisted(() => ({
  listener: undefined as Listener<ReaderNotification[]> | undefined,
  stopped: 0,
  listenReaderNotifications: vi.fn(),
  updateReadState: vi.fn(),
}));
vi.mock('../../../data/notifications/notifications-store', () => store);
vi.mock('../use-notifications-ability', () => ({
  useNotificationsAbility: () => ({ uid: 'ann', canManage: false, seesAll: false }),
}));
vi.mock('../../../data/settings/settings-api', () => ({ useTerminology: () => ({ notifications: 'News' }) }));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

const notification = (id: string, title: string, isUnread: boolean) => ({
  ...notificationSchema.parse({
    id,
    title,
    description: `About ${title}`,
    status: 'pushed',
    sentAt: '2026-11-20T09:00:00.000Z',
  }),
  isUnread,
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <NotificationsPage />
    </MemoryRouter>,
  );

/** The listen starts and answers with `first`. */
function listenAnswering(first: ReaderNotification[]) {
  store.stopped = 0;
  store.listener = undefined;
  store.listenReaderNotifications
    .mockReset()
    .mockImplementation((_reader, listener: Listener<ReaderNotification[]>) => {
      store.listener = listener;
      listener.next(first);
      // Counts this test's listener only (an earlier test's store may leave one open).
      return () => {
        if (store.listener === listener) store.stopped++;
      };
    });
}

beforeEach(() => {
  listenAnswering([notification('a', 'Doors open', true)]);
  store.updateReadState.mockReset();
});

describe('the notifications screen on the cache', () => {
  it('shows a notification read at once, and unread again with the failure when the write fails', async () => {
    let failWrite!: (error: Error) => void;
    store.updateReadState.mockReturnValue(new Promise((_resolve, reject) => (failWrite = reject)));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(screen.getByText('All read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(store.updateReadState).toHaveBeenCalledWith({ uid: 'ann', notificationId: 'a', read: true });

    await act(async () => failWrite(new Error('Missing or insufficient permissions.')));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('keeps the new state when the write succeeds', async () => {
    // Firestore's SDK tells its listeners of a write made here before the server confirms it.
    store.updateReadState.mockImplementation(async () =>
      store.listener!.next([notification('a', 'Doors open', false)]),
    );
    const user = userEvent.setup();
    renderPage();
    const markRead = await screen.findByRole('button', { name: 'Mark as read' });
    await user.click(markRead);
    expect(screen.getByText('All read')).toBeInTheDocument();
    await waitFor(() => expect(store.updateReadState).toHaveBeenCalledTimes(1));
    expect(screen.getByText('All read')).toBeInTheDocument();
    expect(store.listenReaderNotifications).toHaveBeenCalledTimes(1);
  });
});

describe('live', () => {
  it('shows a notification published to the reader without a reload, listening once', async () => {
    const { unmount } = renderPage();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    act(() => store.listener!.next([notification('a', 'Doors open', true), notification('b', 'Parking', true)]));
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.getByText('Parking')).toBeInTheDocument();
    // Window focus does not read again: the listener already has the latest.
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(store.listenReaderNotifications).toHaveBeenCalledTimes(1);
    // The listener ends with its cache entry (here dropped at once, as signing out does).
    unmount();
    expect(store.stopped).toBe(0);
    act(() => void testStore().dispatch(api.util.resetApiState()));
    await waitFor(() => expect(store.stopped).toBe(1));
  });

  it('a listen the rules refuse ends with its message, not the last notifications', async () => {
    renderPage();
    expect(await screen.findByText('Doors open')).toBeInTheDocument();
    // Asked again after the refusal, the rules refuse again.
    store.listenReaderNotifications.mockImplementation((_reader, listener: Listener<ReaderNotification[]>) => {
      queueMicrotask(() => listener.fail(new Error('Missing or insufficient permissions.')));
      return () => store.stopped++;
    });
    act(() => store.listener!.fail(new Error('Missing or insufficient permissions.')));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Doors open')).not.toBeInTheDocument());
  });
});

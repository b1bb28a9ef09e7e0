import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationSchema } from '../../../domain/notifications';
import { testStore } from '../../../../tests/support/test-store';
import NotificationsPage from './notifications-page';

// The real api slice and cache; only the Firestore side (the area's store) answers from here.
const store = vi.hoisted(() => ({ listReaderNotifications: vi.fn(), updateReadState: vi.fn() }));
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

describe('the notifications screen on the cache', () => {
  beforeEach(() => {
    store.listReaderNotifications.mockReset().mockResolvedValue([notification('a', 'Doors open', true)]);
    store.updateReadState.mockReset();
  });

  it('shows a notification read at once, and unread again with the failure when the write fails', async () => {
    let failWrite!: (error: Error) => void;
    store.updateReadState.mockReturnValue(new Promise((_resolve, reject) => (failWrite = reject)));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    // Any refetch after the failure never answers, so only the undo can bring the unread state back.
    store.listReaderNotifications.mockReturnValue(new Promise(() => {}));

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
    store.updateReadState.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage();
    const markRead = await screen.findByRole('button', { name: 'Mark as read' });
    store.listReaderNotifications.mockResolvedValue([notification('a', 'Doors open', false)]);
    await user.click(markRead);
    expect(screen.getByText('All read')).toBeInTheDocument();
    await waitFor(() => expect(store.listReaderNotifications).toHaveBeenCalledTimes(2));
    expect(screen.getByText('All read')).toBeInTheDocument();
  });
});

describe('refetching', () => {
  let stopListening: (() => void) | undefined;
  afterEach(() => stopListening?.());

  it('reads the notifications again when the window comes back into focus', async () => {
    stopListening = setupListeners(testStore().dispatch);
    store.listReaderNotifications.mockReset().mockResolvedValue([notification('a', 'Doors open', true)]);
    renderPage();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(store.listReaderNotifications).toHaveBeenCalledTimes(1);

    store.listReaderNotifications.mockResolvedValue([
      notification('a', 'Doors open', true),
      notification('b', 'Parking', true),
    ]);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(store.listReaderNotifications).toHaveBeenCalledTimes(2);
  });
});

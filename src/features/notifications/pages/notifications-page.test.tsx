import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationSchema } from '../../../domain/notifications';
import NotificationsPage from './notifications-page';

const updateReadState = vi.fn();
let query: { currentData?: unknown[]; error?: { message: string }; isLoading: boolean };

const notification = (id: string, title: string, isUnread: boolean, sentAt: string) => ({
  ...notificationSchema.parse({ id, title, description: `About ${title}`, status: 'pushed', sentAt }),
  isUnread,
});

vi.mock('../use-notifications-ability', () => ({
  useNotificationsAbility: () => ({ uid: 'ann', canManage: false, seesAll: false }),
}));
vi.mock('../../../data/settings/settings-api', () => ({ useTerminology: () => ({ notifications: 'News' }) }));
vi.mock('../../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));
vi.mock('../../../data/notifications/notifications-api', () => ({
  useReaderNotificationsQuery: () => query,
  useUpdateReadStateMutation: () => [updateReadState, { isLoading: false }],
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <NotificationsPage />
    </MemoryRouter>,
  );

describe('the notifications screen', () => {
  beforeEach(() => updateReadState.mockReset());

  it('shows a placeholder while loading, and says so when there is nothing yet', () => {
    query = { isLoading: true };
    const { unmount } = renderPage();
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();
    unmount();
    query = { currentData: [], isLoading: false };
    renderPage();
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
  });

  it("names where a notification's link leads: a page of the portal in place, a web address in a new tab", () => {
    query = {
      currentData: [
        { ...notification('a', 'Doors open', true, '2026-11-20T09:00:00.000Z'), linkUrl: '/tasks' },
        { ...notification('b', 'Parking', false, '2026-11-21T09:00:00.000Z'), linkUrl: 'https://parking.example.test' },
      ],
      isLoading: false,
    };
    renderPage();
    expect(screen.getByRole('link', { name: 'Go to the page' })).toHaveAttribute('href', '/tasks');
    const outside = screen.getByRole('link', { name: 'Open the link' });
    expect(outside).toHaveAttribute('href', 'https://parking.example.test');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('View details')).not.toBeInTheDocument();
  });

  it('shows a load failure', () => {
    query = { error: { message: 'Something went wrong. Please try again later' }, isLoading: false };
    renderPage();
    expect(screen.getByText('Something went wrong. Please try again later')).toBeInTheDocument();
  });

  it('lists in the order given with the unread count, and marks read and unread on the reader', async () => {
    query = {
      currentData: [
        notification('a', 'Doors open', true, '2026-11-20T09:00:00.000Z'),
        notification('b', 'Parking', false, '2026-11-21T09:00:00.000Z'),
      ],
      isLoading: false,
    };
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Doors open',
      'Parking',
    ]);
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(updateReadState).toHaveBeenCalledWith({ uid: 'ann', notificationId: 'a', read: true });
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(updateReadState).toHaveBeenCalledWith({ uid: 'ann', notificationId: 'b', read: false });
  });
});

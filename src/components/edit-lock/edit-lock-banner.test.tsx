import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usersApi } from '../../data/users/users-api';
import { newLock } from '../../domain/locks';
import { userSchema } from '../../domain/user';
import { EditLockBanner } from './edit-lock-banner';
import type { EditLock, EditLockStatus } from './use-edit-lock';
import { testStore } from '../../../tests/support/test-store';

vi.mock('../../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

const held = newLock('page1', 'content', 'mod1', new Date('2026-03-03T14:05:00.000Z'));

function renderBanner(state: EditLockStatus) {
  // The holder's record, as the users endpoint would have read it.
  testStore().dispatch(
    usersApi.util.upsertQueryData(
      'eventUser',
      'mod1',
      userSchema.parse({
        id: 'mod1',
        firstName: 'Mo',
        surname: 'Daniels',
        email: 'mo@example.test',
        permissions: 'moderator',
      }),
    ),
  );
  const lock: EditLock = {
    state,
    type: 'content',
    canEdit: state.status === 'editing',
    takeOver: vi.fn(),
    openReadOnly: vi.fn(),
    retry: vi.fn(),
  };
  const view = render(<EditLockBanner lock={lock} />);
  return { lock, view };
}

describe('EditLockBanner', () => {
  it('shows nothing while the person holds the lock or it is being checked', () => {
    expect(renderBanner({ status: 'editing' }).view.container).toBeEmptyDOMElement();
    expect(renderBanner({ status: 'checking' }).view.container).toBeEmptyDOMElement();
  });

  it('says who holds the resource and since when, and offers read-only or take over', async () => {
    const { lock } = renderBanner({ status: 'heldByOther', lock: held });
    const banner = screen.getByRole('alert', { name: 'Edit lock' });
    expect(await screen.findByText('Mo Daniels')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Mo Daniels is editing this page (since 3 Mar 2026, 14:05).');
    fireEvent.click(screen.getByRole('button', { name: 'Open read-only' }));
    expect(lock.openReadOnly).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    expect(lock.takeOver).toHaveBeenCalledOnce();
  });

  it('keeps a slim read-only notice with take over, and says when the lock was taken over', async () => {
    renderBanner({ status: 'readOnly', lock: held });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Edit lock' })).toHaveTextContent(
        'Read-only: Mo Daniels is editing this page.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Open read-only' })).toBeNull();
    renderBanner({ status: 'lost', lock: held });
    // The holder's name arrives from the store a moment after the notice first renders.
    await waitFor(() =>
      expect(screen.getByText(/has taken over this page/)).toHaveTextContent(
        'Mo Daniels has taken over this page. Your unsaved changes can no longer be saved here.',
      ),
    );
  });
});

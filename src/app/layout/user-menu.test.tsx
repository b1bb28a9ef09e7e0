import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api } from '../../data/api-slice';
import type { SessionUser } from '../../data/session/session-state';
import { UserMenu } from './user-menu';

const owner: SessionUser = {
  uid: 'u1',
  email: 'owner@example.com',
  firstName: 'Olivia',
  surname: 'Owens',
  role: 'user',
  isOnboarded: true,
  teamId: 'team-1',
  teamTypeId: 'type-1',
  standShareRole: 'none',
  isOrganiser: false,
  parentTeamId: '',
};

async function openMenu(user: SessionUser) {
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <UserMenu user={user} />
      </MemoryRouter>
    </Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Olivia Owens/ }));
}

describe('the user menu', () => {
  it('shows the name and role, and a team member’s own pages including My team', async () => {
    await openMenu(owner);
    expect(screen.getByRole('button', { name: /Olivia Owens/ })).toHaveTextContent('User');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(screen.getByRole('link', { name: 'My Team' })).toHaveAttribute('href', '/my-team');
    expect(screen.getByRole('link', { name: 'My Events' })).toHaveAttribute('href', '/my-events');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('leaves My team out for organiser staff without a team', async () => {
    await openMenu({ ...owner, role: 'admin', teamId: '' });
    expect(screen.getByRole('button', { name: /Olivia Owens/ })).toHaveTextContent('Admin');
    expect(screen.queryByRole('link', { name: 'My Team' })).not.toBeInTheDocument();
  });
});

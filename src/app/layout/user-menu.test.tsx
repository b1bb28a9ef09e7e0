import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../data/session/session-state';
import { teamsApi } from '../../data/teams/teams-api';
import { teamSchema } from '../../domain/team';
import { testStore } from '../../../tests/support/test-store';
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

function renderMenu(user: SessionUser) {
  render(
    <MemoryRouter>
      <p>Elsewhere on the page</p>
      <UserMenu user={user} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: /Olivia Owens/ });
}

async function openMenu(user: SessionUser) {
  await userEvent.click(renderMenu(user));
}

async function storeTeam(ownerId: string) {
  const team = teamSchema.parse({ id: 'team-1', name: 'Atlas', ownerId, userIds: [ownerId, 'u1'] });
  await testStore().dispatch(teamsApi.util.upsertQueryData('team', 'team-1', team));
}

describe('the user menu', () => {
  it('shows the name and role, and a team member’s own pages including My team', async () => {
    await storeTeam('u1');
    await openMenu(owner);
    expect(screen.getByRole('button', { name: /Olivia Owens/ })).toHaveTextContent('Team owner');
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account');
    expect(screen.getByRole('link', { name: 'My Team' })).toHaveAttribute('href', '/my-team');
    expect(screen.getByRole('link', { name: 'My Events' })).toHaveAttribute('href', '/my-events');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("calls a teammate who does not own the team its member, not 'User'", async () => {
    await storeTeam('someone-else');
    const toggle = renderMenu(owner);
    expect(toggle).toHaveTextContent('Team member');
    expect(toggle).not.toHaveTextContent('User');
  });

  it('leaves My team out for organiser staff without a team', async () => {
    await openMenu({ ...owner, role: 'admin', teamId: '' });
    expect(screen.getByRole('button', { name: /Olivia Owens/ })).toHaveTextContent('Admin');
    expect(screen.queryByRole('link', { name: 'My Team' })).not.toBeInTheDocument();
  });

  it('closes on Escape, giving the focus back to its button, and on a click elsewhere', async () => {
    await openMenu(owner);
    const toggle = screen.getByRole('button', { name: /Olivia Owens/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard and moves between its entries with the arrow keys', async () => {
    const toggle = renderMenu(owner);
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('link', { name: 'My Account' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('link', { name: 'My Team' }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
  });
});

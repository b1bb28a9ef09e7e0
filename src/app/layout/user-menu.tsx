import { Link } from 'react-router';
import { avatarColour, avatarInitials, avatarTextColour } from '../../domain/avatar';
import { useSessionTeam } from '../../data/teams/use-session-team';
import { personLabel } from '../../domain/roles';
import { buildPath, routeById } from '../../domain/routes';
import { useSignOut } from '../../features/auth/use-sign-out';
import type { SessionUser } from '../../data/session/session-state';
import { Icon } from '../../components/icon';
import { MenuButton, MenuDivider } from '../../components/menu-button';

/** The person's name and role, with their own pages and signing out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = [user.firstName, user.surname].filter(Boolean).join(' ') || user.email;
  const colour = avatarColour(user.firstName || user.email);
  const label = personLabel(user, useSessionTeam(user));
  return (
    <MenuButton
      className="ms-auto"
      toggleId="user-menu"
      toggleClassName="btn btn-link user-menu-toggle d-flex align-items-center gap-2 text-decoration-none"
      ariaLabel={label ? `${name}, ${label}: account menu` : `${name}: account menu`}
      align="end"
      label={
        <>
          <span
            className="user-avatar"
            style={{ background: colour, color: avatarTextColour(colour) }}
            aria-hidden="true"
          >
            {avatarInitials(user.firstName || user.email, user.surname)}
          </span>
          <span className="d-none d-sm-flex flex-column align-items-start lh-sm text-start">
            <span className="fw-semibold text-body">{name}</span>
            <small className="text-body-secondary">{label}</small>
          </span>
        </>
      }
    >
      <div className="dropdown-header d-sm-none">
        <div className="fw-semibold text-body">{name}</div>
        <small>{label}</small>
      </div>
      <Link className="dropdown-item" to={buildPath('myAccount')}>
        <Icon name="person" className="me-2" />
        {routeById('myAccount').title}
      </Link>
      {user.teamId && (
        <Link className="dropdown-item" to={buildPath('myTeam')}>
          <Icon name="people" className="me-2" />
          {routeById('myTeam').title}
        </Link>
      )}
      <Link className="dropdown-item" to={buildPath('myEvents')}>
        <Icon name="calendar-event" className="me-2" />
        {routeById('myEvents').title}
      </Link>
      <MenuDivider />
      <button type="button" className="dropdown-item" onClick={() => void signOut()}>
        <Icon name="box-arrow-right" className="me-2" />
        Sign out
      </button>
    </MenuButton>
  );
}

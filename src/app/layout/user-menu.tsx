import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { avatarColour, avatarInitials, avatarTextColour } from '../../domain/avatar';
import { roleLabel } from '../../domain/roles';
import { buildPath, routeById } from '../../domain/routes';
import { useSignOut } from '../../features/auth/use-sign-out';
import type { SessionUser } from '../../data/session/session-state';
import { Icon } from '../../components/icon';

/** The person's name and role, with their own pages and signing out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = [user.firstName, user.surname].filter(Boolean).join(' ') || user.email;
  return (
    <Dropdown align="end" className="ms-auto">
      <Dropdown.Toggle variant="link" id="user-menu" className="user-menu-toggle d-flex align-items-center gap-2 text-decoration-none" aria-label={`${name}, ${roleLabel(user.role)}: account menu`}>
        <span className="user-avatar" style={{ background: avatarColour(user.firstName || user.email), color: avatarTextColour(avatarColour(user.firstName || user.email)) }} aria-hidden="true">
          {avatarInitials(user.firstName || user.email, user.surname)}
        </span>
        <span className="d-none d-sm-flex flex-column align-items-start lh-sm text-start">
          <span className="fw-semibold text-body">{name}</span>
          <small className="text-body-secondary">{roleLabel(user.role)}</small>
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="shadow-sm">
        <Dropdown.Header className="d-sm-none">
          <div className="fw-semibold text-body">{name}</div>
          <small>{roleLabel(user.role)}</small>
        </Dropdown.Header>
        <Dropdown.Item as={Link} to={buildPath('myAccount')}>
          <Icon name="person" className="me-2" />
          {routeById('myAccount').title}
        </Dropdown.Item>
        {user.teamId && (
          <Dropdown.Item as={Link} to={buildPath('myTeam')}>
            <Icon name="people" className="me-2" />
            {routeById('myTeam').title}
          </Dropdown.Item>
        )}
        <Dropdown.Item as={Link} to={buildPath('myEvents')}>
          <Icon name="calendar-event" className="me-2" />
          {routeById('myEvents').title}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void signOut()}>
          <Icon name="box-arrow-right" className="me-2" />
          Sign out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

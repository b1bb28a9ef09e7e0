import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { avatarColour, avatarInitials, avatarTextColour } from '../../domain/avatar';
import { roleLabel } from '../../domain/roles';
import { buildPath, routeById } from '../../domain/routes';
import { useSignOut } from '../../features/auth/use-sign-out';
import type { SessionUser } from '../../data/session/session-state';
import { Icon } from '../../components/icon';

/** The menu's entries, for arrow-key moves between them. */
const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];

/**
 * The person's name and role, with their own pages and signing out: a button that shows a list of
 * links (Bootstrap's dropdown styles, placed by its CSS rather than a positioning library, which
 * every signed-in screen would load). Escape, a click elsewhere or following an entry closes it;
 * the arrow keys move between the entries.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = [user.firstName, user.surname].filter(Boolean).join(' ') || user.email;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent | FocusEvent) => {
      if (!frame.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The menu renders on this key press when it was closed: move focus once it is there.
    requestAnimationFrame(() => {
      const items = itemsOf(menu.current);
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? (event.key === 'ArrowDown' ? 0 : items.length - 1) : (at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
      items[next]?.focus();
    });
  };

  const close = () => setOpen(false);
  return (
    <div ref={frame} className="dropdown ms-auto" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        id="user-menu"
        className={`btn btn-link dropdown-toggle user-menu-toggle d-flex align-items-center gap-2 text-decoration-none${open ? ' show' : ''}`}
        aria-label={`${name}, ${roleLabel(user.role)}: account menu`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="user-avatar" style={{ background: avatarColour(user.firstName || user.email), color: avatarTextColour(avatarColour(user.firstName || user.email)) }} aria-hidden="true">
          {avatarInitials(user.firstName || user.email, user.surname)}
        </span>
        <span className="d-none d-sm-flex flex-column align-items-start lh-sm text-start">
          <span className="fw-semibold text-body">{name}</span>
          <small className="text-body-secondary">{roleLabel(user.role)}</small>
        </span>
      </button>
      {open && (
        <div ref={menu} id={menuId} className="dropdown-menu dropdown-menu-end shadow-sm show" data-bs-popper="static" aria-labelledby="user-menu">
          <div className="dropdown-header d-sm-none">
            <div className="fw-semibold text-body">{name}</div>
            <small>{roleLabel(user.role)}</small>
          </div>
          <Link className="dropdown-item" to={buildPath('myAccount')} onClick={close}>
            <Icon name="person" className="me-2" />
            {routeById('myAccount').title}
          </Link>
          {user.teamId && (
            <Link className="dropdown-item" to={buildPath('myTeam')} onClick={close}>
              <Icon name="people" className="me-2" />
              {routeById('myTeam').title}
            </Link>
          )}
          <Link className="dropdown-item" to={buildPath('myEvents')} onClick={close}>
            <Icon name="calendar-event" className="me-2" />
            {routeById('myEvents').title}
          </Link>
          <hr className="dropdown-divider" />
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <Icon name="box-arrow-right" className="me-2" />
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}

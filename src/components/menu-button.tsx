import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { classNames } from './bootstrap/class-names';
import { Icon } from './icon';
import { leftInsideWindow, roomWidth, topOfRoom, WINDOW_MARGIN_PX } from './window-placement';

/** What the arrow keys move between: the menu's entries, and the boxes of a menu of choices. */
const ENTRY_SELECTOR = '.dropdown-item:not(:disabled), input:not(:disabled)';
/** A menu's own entries: not those of a submenu open inside it, which its own arrow keys move between. */
const entriesOf = (menu: HTMLElement | null) =>
  [...(menu?.querySelectorAll<HTMLElement>(ENTRY_SELECTOR) ?? [])].filter(
    (entry) => entry.parentElement?.closest('.dropdown-menu') === menu,
  );
/** Moves the focus one entry down or up the menu, round at the ends; from outside it, to the first or last. */
function focusNextEntry(menu: HTMLElement | null, key: 'ArrowDown' | 'ArrowUp') {
  const entries = entriesOf(menu);
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const step = key === 'ArrowDown' ? 1 : entries.length - 1;
  const next = at === -1 ? (key === 'ArrowDown' ? 0 : entries.length - 1) : (at + step) % entries.length;
  entries[next]?.focus();
}
/** Space between the button and its menu, as Bootstrap's dropdown spacer. */
const MENU_GAP_PX = 2;

/**
 * Where a menu goes: below its button, or above it when there is less room below than the menu
 * needs and more room above (never under the page's sticky header), no taller than that room (it
 * scrolls inside); lined up with the button's start or end, moved sideways to stay inside the
 * window and no wider than it.
 */
function menuPlacement(
  button: DOMRect,
  menu: { width: number; height: number },
  align: 'start' | 'end',
): CSSProperties {
  const below = window.innerHeight - button.bottom - MENU_GAP_PX - WINDOW_MARGIN_PX;
  const above = button.top - topOfRoom() - MENU_GAP_PX - WINDOW_MARGIN_PX;
  const goesAbove = menu.height > below && above > below;
  const maxHeight = Math.max(goesAbove ? above : below, 0);
  const top = goesAbove ? button.top - MENU_GAP_PX - Math.min(menu.height, maxHeight) : button.bottom + MENU_GAP_PX;
  const maxWidth = Math.max(roomWidth() - 2 * WINDOW_MARGIN_PX, 0);
  const width = Math.min(menu.width, maxWidth);
  const left = leftInsideWindow(align === 'end' ? button.right - width : button.left, width);
  return { position: 'fixed', inset: 'auto', margin: 0, top, left, maxHeight, maxWidth, overflowY: 'auto' };
}

interface MenuButtonProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's classes (Bootstrap's), e.g. "btn btn-sm btn-outline-secondary". */
  toggleClassName: string;
  /** The button's accessible name when its content does not say it (an icon). */
  ariaLabel?: string;
  toggleId?: string;
  disabled?: boolean;
  align?: 'start' | 'end';
  /** A menu of actions closes when one is chosen; a menu of choices (check boxes) stays open. */
  closeOnSelect?: boolean;
  className?: string;
  menuClassName?: string;
  menuStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * A button that opens a list (Bootstrap's dropdown styles) without a positioning library, which
 * every screen with a menu would otherwise load, and without a component per row beyond this
 * one. Escape gives the focus back to the button; a click or focus elsewhere closes it; the arrow
 * keys move between the entries (elements with the `dropdown-item` class, and check boxes).
 */
export function MenuButton({
  label,
  toggleClassName,
  ariaLabel,
  toggleId,
  disabled,
  align = 'start',
  closeOnSelect = true,
  className,
  menuClassName,
  menuStyle,
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<CSSProperties>();
  const frame = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

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

  // The menu is placed against the window, so neither a scrolling box (a table, a panel) nor the
  // window's edge cuts it; it follows its button when the page scrolls or the window resizes.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!toggle.current || !menu.current) return;
      const size = { width: menu.current.offsetWidth, height: menu.current.scrollHeight };
      setPlacement(menuPlacement(toggle.current.getBoundingClientRect(), size, align));
    };
    place();
    const follow = (event: Event) => {
      if (!(event.target instanceof Node && menu.current?.contains(event.target))) place();
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, align]);

  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    const key = event.key;
    // The menu renders on this key press when it was closed: move the focus once it is there.
    requestAnimationFrame(() => focusNextEntry(menu.current, key));
  };

  const onMenuClick = (event: ReactMouseEvent) => {
    // A submenu's own entry opens it; the actions inside it close the whole menu.
    if (closeOnSelect && (event.target as HTMLElement).closest('.dropdown-item:not([aria-haspopup])')) close();
  };

  return (
    <div ref={frame} className={classNames('dropdown', className)} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        id={toggleId}
        className={`${toggleClassName} dropdown-toggle${open ? ' show' : ''}`}
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          className={classNames('dropdown-menu show shadow-sm', align === 'end' && 'dropdown-menu-end', menuClassName)}
          aria-labelledby={toggleId}
          data-bs-popper="static"
          // Hidden for the one layout pass that measures it, so it never shows in the wrong place.
          style={{ ...menuStyle, ...(placement ?? { position: 'fixed', visibility: 'hidden' }) }}
          onClick={onMenuClick}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export function MenuDivider() {
  return <hr className="dropdown-divider" />;
}

export function MenuHeader({ children }: { children: ReactNode }) {
  return <h6 className="dropdown-header">{children}</h6>;
}

/** A pointer resting on a submenu's entry opens it after this long, so passing over it opens nothing. */
export const SUBMENU_OPEN_DELAY_MS = 300;
/** A pointer leaving a submenu closes it after this long, so a slanted path into it does not close it. */
export const SUBMENU_CLOSE_DELAY_MS = 150;

/**
 * Where a submenu goes: beside its entry, to the right, or to the left where the right has no room;
 * on a window too narrow for either (a phone), below the entry, indented. Always inside the window.
 */
function submenuPlacement(entry: DOMRect, menu: { width: number; height: number }): CSSProperties {
  const right = window.innerWidth - WINDOW_MARGIN_PX;
  const besideRight = entry.right + menu.width <= right;
  const besideLeft = entry.left - menu.width >= WINDOW_MARGIN_PX;
  const beside = besideRight || besideLeft;
  const left = besideRight
    ? entry.right
    : besideLeft
      ? entry.left - menu.width
      : leftInsideWindow(entry.left + 16, menu.width);
  const wantedTop = beside ? entry.top : entry.bottom;
  const top = Math.max(topOfRoom(), Math.min(wantedTop, window.innerHeight - WINDOW_MARGIN_PX - menu.height));
  const maxHeight = Math.max(window.innerHeight - WINDOW_MARGIN_PX - top, 0);
  return { position: 'fixed', inset: 'auto', margin: 0, top, left, maxHeight, overflowY: 'auto' };
}

/**
 * An entry of a menu that opens more entries: on the pointer resting on it (after
 * SUBMENU_OPEN_DELAY_MS), on a click or tap, or with the right arrow, Enter or Space (focus goes
 * to its first entry). It closes SUBMENU_CLOSE_DELAY_MS after the pointer leaves, and with the left
 * arrow or Escape (focus back on its entry). Its actions close the whole menu as any other.
 */
export function MenuSubmenu({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<CSSProperties>();
  const timer = useRef<number | undefined>(undefined);
  const entry = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();

  const openOrCloseIn = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), delay);
  };
  const openNow = (focusFirst: boolean) => {
    window.clearTimeout(timer.current);
    setOpen(true);
    if (focusFirst) requestAnimationFrame(() => focusNextEntry(list.current, 'ArrowDown'));
  };
  const closeNow = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
    entry.current?.focus();
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    if (!open || !entry.current || !list.current) return;
    const size = { width: list.current.offsetWidth, height: list.current.scrollHeight };
    setPlacement(submenuPlacement(entry.current.getBoundingClientRect(), size));
  }, [open]);

  const onEntryKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    openNow(true);
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      focusNextEntry(list.current, event.key);
    } else if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeNow();
    }
  };

  return (
    <div
      className="dropdown-submenu"
      onPointerEnter={(event) => event.pointerType === 'mouse' && openOrCloseIn(true, SUBMENU_OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && openOrCloseIn(false, SUBMENU_CLOSE_DELAY_MS)}
    >
      <button
        ref={entry}
        type="button"
        className={classNames(
          'dropdown-item d-flex align-items-center justify-content-between gap-3',
          open && 'active',
        )}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? closeNow() : openNow(false))}
        onKeyDown={onEntryKeyDown}
      >
        <span>{label}</span>
        <Icon name="chevron-right" />
      </button>
      {open && (
        <div
          ref={list}
          id={listId}
          className="dropdown-menu show shadow-sm"
          // Hidden for the one layout pass that measures it, so it never shows in the wrong place.
          style={placement ?? { position: 'fixed', visibility: 'hidden' }}
          onKeyDown={onListKeyDown}
        >
          {children}
        </div>
      )}
    </div>
  );
}

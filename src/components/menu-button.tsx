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
import { leftInsideWindow, roomWidth, topOfRoom, WINDOW_MARGIN_PX } from './window-placement';

/** What the arrow keys move between: the menu's entries, and the boxes of a menu of choices. */
const ENTRY_SELECTOR = '.dropdown-item:not(:disabled), input:not(:disabled)';
const entriesOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>(ENTRY_SELECTOR) ?? [])];
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
    // The menu renders on this key press when it was closed: move the focus once it is there.
    requestAnimationFrame(() => {
      const entries = entriesOf(menu.current);
      const at = entries.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : entries.length - 1;
      const next = at === -1 ? (event.key === 'ArrowDown' ? 0 : entries.length - 1) : (at + step) % entries.length;
      entries[next]?.focus();
    });
  };

  const onMenuClick = (event: ReactMouseEvent) => {
    if (closeOnSelect && (event.target as HTMLElement).closest('.dropdown-item')) close();
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

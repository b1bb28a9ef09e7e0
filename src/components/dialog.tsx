import {
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { classNames } from './bootstrap/class-names';

/**
 * Opens a <dialog> as a modal for as long as it is mounted: the browser keeps the focus inside and
 * makes the rest of the page inert. Escape and a click beside the panel ask to close; closing gives
 * the focus back to what had it. On opening, an element marked data-autofocus takes the focus, or
 * else the dialog itself.
 * (The browser's own dialog instead of react-bootstrap's Modal and Offcanvas, whose positioning
 * and transition libraries every screen with a dialog would otherwise load.)
 */
function useModalDialog(onHide: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // The marked field, or the dialog itself (named by its title) rather than its close button.
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? element).focus();
    return () => {
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return {
    ref: dialog,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onHide();
    },
    // A click that starts and ends beside the panel (not a text selection dragged out of it).
    onMouseDown: (event: MouseEvent) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onHide();
      pressedOnBackdrop.current = false;
    },
  };
}

interface DialogProps {
  show: boolean;
  /** Asked by Escape, the close button and a click beside the dialog. */
  onHide: () => void;
  title: ReactNode;
  /** False while work runs that must not be left: no close button, Escape and clicks beside do nothing. */
  canClose?: boolean;
  /** Makes the dialog a form (Enter submits). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  footer?: ReactNode;
  size?: 'lg';
  centered?: boolean;
  /** The body scrolls inside the window's height. */
  scrollable?: boolean;
  children: ReactNode;
}

/** A modal dialog with Bootstrap's modal look: title, body, footer. Its content mounts afresh on each opening. */
export function Dialog({ show, ...props }: DialogProps) {
  return show ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onHide,
  title,
  canClose = true,
  onSubmit,
  footer,
  size,
  centered,
  scrollable,
  children,
}: Omit<DialogProps, 'show'>) {
  const hide = () => {
    if (canClose) onHide();
  };
  const modal = useModalDialog(hide);
  const titleId = useId();
  const content = (
    <>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {title}
        </h2>
        {canClose && <button type="button" className="btn-close" aria-label="Close" onClick={hide} />}
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-footer">{footer}</div>}
    </>
  );
  return (
    <dialog {...modal} tabIndex={-1} className="modal app-dialog" aria-labelledby={titleId}>
      <div
        className={classNames(
          'modal-dialog',
          size && `modal-${size}`,
          centered && 'modal-dialog-centered',
          scrollable && 'modal-dialog-scrollable',
        )}
      >
        {onSubmit ? (
          <form className="modal-content" onSubmit={onSubmit} noValidate>
            {content}
          </form>
        ) : (
          <div className="modal-content">{content}</div>
        )}
      </div>
    </dialog>
  );
}

interface DrawerProps {
  show: boolean;
  onHide: () => void;
  /** The drawer's accessible name. */
  label: string;
  /** What the header shows beside the close button. */
  header?: ReactNode;
  placement?: 'start' | 'end';
  className?: string;
  headerClassName?: string;
  bodyClassName?: string;
  /** e.g. the body closing the drawer when a link in it is followed. */
  onBodyClick?: () => void;
  /** White close button on a dark header. */
  lightCloseButton?: boolean;
  style?: CSSProperties;
  /** Other attributes of the panel (data-*), e.g. a theme. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/** A modal panel along the side of the window, with Bootstrap's offcanvas look. */
export function Drawer({ show, ...props }: DrawerProps) {
  return show ? <OpenDrawer {...props} /> : null;
}

function OpenDrawer({
  onHide,
  label,
  header,
  placement = 'end',
  className,
  headerClassName,
  bodyClassName,
  onBodyClick,
  lightCloseButton,
  style,
  data,
  children,
}: Omit<DrawerProps, 'show'>) {
  const modal = useModalDialog(onHide);
  return (
    <dialog
      {...modal}
      {...data}
      tabIndex={-1}
      className={classNames('offcanvas show app-drawer', `offcanvas-${placement}`, className)}
      style={style}
      aria-label={label}
    >
      <div className={classNames('offcanvas-header', headerClassName)}>
        {header}
        <button
          type="button"
          className={classNames('btn-close ms-auto', lightCloseButton && 'btn-close-white')}
          aria-label="Close"
          onClick={onHide}
        />
      </div>
      <div className={classNames('offcanvas-body', bodyClassName)} onClick={onBodyClick}>
        {children}
      </div>
    </dialog>
  );
}

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { leftInsideWindow, topOfRoom } from '../window-placement';
import './tooltip.css';

interface WithTooltipProps {
  /** The tooltip's id, for the trigger's aria-describedby. */
  id: string;
  tip: ReactNode;
  /** The trigger: a focusable element (a link, a button). */
  children: ReactNode;
}

/** Where a shown tooltip goes, and where its arrow points from its left edge (the trigger's middle). */
interface TooltipPlacement {
  left: number;
  top: number;
  side: 'top' | 'bottom';
  arrowLeft: number;
}

/**
 * Above the trigger, or below it when the room above (under the page's sticky header) is too
 * short and the room below is not; centred on it, moved sideways to stay inside the window.
 */
function tooltipPlacement(trigger: DOMRect, tooltip: { width: number; height: number }): TooltipPlacement {
  const centre = trigger.left + trigger.width / 2;
  const left = leftInsideWindow(centre - tooltip.width / 2, tooltip.width);
  const fitsAbove = trigger.top - topOfRoom() >= tooltip.height;
  const fitsBelow = window.innerHeight - trigger.bottom >= tooltip.height;
  const side = fitsAbove || !fitsBelow ? 'top' : 'bottom';
  return { left, top: side === 'top' ? trigger.top - tooltip.height : trigger.bottom, side, arrowLeft: centre - left };
}

/**
 * Bootstrap's tooltip by its trigger, shown while the pointer is over it or the focus is in it;
 * Escape or a scroll hides it. It stays in the page while hidden, so the trigger's aria-describedby
 * always finds it.
 */
export function WithTooltip({ id, tip, children }: WithTooltipProps) {
  const [shown, setShown] = useState(false);
  const [placement, setPlacement] = useState<TooltipPlacement>();
  const frame = useRef<HTMLSpanElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  const show = () => setShown(true);
  const hide = () => setShown(false);

  // Measured in place before the browser paints it, so it never shows where it does not fit.
  useLayoutEffect(() => {
    if (!shown || !frame.current || !tooltip.current) {
      setPlacement(undefined);
      return;
    }
    const size = { width: tooltip.current.offsetWidth, height: tooltip.current.offsetHeight };
    setPlacement(tooltipPlacement(frame.current.getBoundingClientRect(), size));
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    window.addEventListener('scroll', hide, true);
    return () => window.removeEventListener('scroll', hide, true);
  }, [shown]);

  return (
    <span
      ref={frame}
      className="tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      <div
        ref={tooltip}
        role="tooltip"
        id={id}
        className={`tooltip bs-tooltip-${placement?.side ?? 'top'} show`}
        hidden={!shown}
        // Shown but not yet measured: laid out unseen for the one pass that measures it.
        style={placement ? { left: placement.left, top: placement.top } : shown ? { visibility: 'hidden' } : undefined}
      >
        <div className="tooltip-arrow" style={placement && { left: placement.arrowLeft }} />
        <div className="tooltip-inner">{tip}</div>
      </div>
    </span>
  );
}

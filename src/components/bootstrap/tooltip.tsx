import { useState, type ReactNode } from 'react';
import './tooltip.css';

interface WithTooltipProps {
  /** The tooltip's id, for the trigger's aria-describedby. */
  id: string;
  tip: ReactNode;
  /** The trigger: a focusable element (a link, a button). */
  children: ReactNode;
}

/**
 * Bootstrap's tooltip above its trigger, shown while the pointer is over it or the focus is in it;
 * Escape hides it. It stays in the page while hidden, so the trigger's aria-describedby always finds it.
 */
export function WithTooltip({ id, tip, children }: WithTooltipProps) {
  const [shown, setShown] = useState(false);
  return (
    <span
      className="tooltip-anchor"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      onKeyDown={(event) => event.key === 'Escape' && setShown(false)}
    >
      {children}
      <div role="tooltip" id={id} className="tooltip bs-tooltip-top show" hidden={!shown}>
        <div className="tooltip-arrow" />
        <div className="tooltip-inner">{tip}</div>
      </div>
    </span>
  );
}

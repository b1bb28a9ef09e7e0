import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * Escape or a scroll hides it. It stays in the page while hidden, so the trigger's aria-describedby
 * always finds it.
 */
export function WithTooltip({ id, tip, children }: WithTooltipProps) {
  // Where the tooltip's bottom centre goes (the middle of the trigger's top edge), while shown.
  const [anchor, setAnchor] = useState<{ left: number; top: number }>();
  const frame = useRef<HTMLSpanElement>(null);
  const show = () => {
    const box = frame.current?.getBoundingClientRect();
    if (box) setAnchor({ left: box.left + box.width / 2, top: box.top });
  };
  const hide = () => setAnchor(undefined);

  useEffect(() => {
    if (!anchor) return;
    window.addEventListener('scroll', hide, true);
    return () => window.removeEventListener('scroll', hide, true);
  }, [anchor]);

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
      <div role="tooltip" id={id} className="tooltip bs-tooltip-top show" hidden={!anchor} style={anchor}>
        <div className="tooltip-arrow" />
        <div className="tooltip-inner">{tip}</div>
      </div>
    </span>
  );
}

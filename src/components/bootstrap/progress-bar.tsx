import type { CSSProperties, ReactNode } from 'react';
import { classNames, type Variant } from './class-names';

interface ProgressBarProps {
  /** Percent done, 0 to 100. */
  now: number;
  label?: ReactNode;
  variant?: Variant;
  /** Moving stripes, while the work goes on. */
  animated?: boolean;
  /** The name assistive technology reads with the value. */
  'aria-label'?: string;
  /** The track's classes and style. */
  className?: string;
  style?: CSSProperties;
}

/** Bootstrap's progress bar: a track with one bar, the bar being the named progressbar. */
export function ProgressBar({ now, label, variant, animated, 'aria-label': name, className, style }: ProgressBarProps) {
  return (
    <div className={classNames(className, 'progress')} style={style}>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuenow={now}
        aria-valuemin={0}
        aria-valuemax={100}
        className={classNames(
          'progress-bar',
          variant && `bg-${variant}`,
          animated && 'progress-bar-animated progress-bar-striped',
        )}
        style={{ width: `${Math.min(Math.max(now, 0), 100)}%` }}
      >
        {label}
      </div>
    </div>
  );
}

import { createElement } from 'react';
import { classNames, type AsOneOf } from './class-names';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
type Sizes = Partial<Record<Breakpoint, number | 'auto'>>;

/** One class per breakpoint given, e.g. col-6 col-md-4 (xs has no infix). */
function sizeClasses(prefix: string, sizes: Sizes) {
  return BREAKPOINTS.filter((breakpoint) => sizes[breakpoint] !== undefined).map(
    (breakpoint) => `${prefix}${breakpoint === 'xs' ? '' : `-${breakpoint}`}-${sizes[breakpoint]}`,
  );
}

/** Bootstrap's row; xs…xxl give the number of columns per row (row-cols-*). */
export function Row({
  as = 'div',
  className,
  xs,
  sm,
  md,
  lg,
  xl,
  xxl,
  ...props
}: AsOneOf<'div' | 'ul', 'div'> & Sizes) {
  return createElement(as, {
    ...props,
    className: classNames(className, 'row', ...sizeClasses('row-cols', { xs, sm, md, lg, xl, xxl })),
  });
}

/** Bootstrap's column; xs…xxl give its width per breakpoint, and without any it shares the row equally. */
export function Col({
  as = 'div',
  className,
  xs,
  sm,
  md,
  lg,
  xl,
  xxl,
  ...props
}: AsOneOf<'div' | 'li', 'div'> & Sizes) {
  const spans = sizeClasses('col', { xs, sm, md, lg, xl, xxl });
  return createElement(as, { ...props, className: classNames(className, ...(spans.length ? spans : ['col'])) });
}

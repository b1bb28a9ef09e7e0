import { createElement } from 'react';
import { classNames, type AsOneOf } from './class-names';

interface PlaceholderStyle {
  /** On a wrapper: how the placeholders inside it move. */
  animation?: 'glow' | 'wave';
  size?: 'xs' | 'sm' | 'lg';
  /** Width in grid columns. */
  xs?: number;
}

/** Bootstrap's loading placeholder (a grey bar), or with `animation` the wrapper that animates the bars inside it. */
export function Placeholder({
  as = 'span',
  animation,
  size,
  xs,
  className,
  ...props
}: AsOneOf<'span' | 'div' | 'p' | 'h2', 'span'> & PlaceholderStyle) {
  return createElement(as, {
    ...props,
    className: classNames(
      className,
      xs !== undefined && `col-${xs}`,
      animation ? `placeholder-${animation}` : 'placeholder',
      size && `placeholder-${size}`,
    ),
  });
}

import type { ComponentProps } from 'react';
import { classNames, type Variant } from './class-names';

interface BadgeProps extends ComponentProps<'span'> {
  bg?: Variant | `${Variant}-subtle`;
  text?: Variant | `${Variant}-emphasis` | 'white';
  pill?: boolean;
}

export function Badge({ bg = 'primary', text, pill, className, ...span }: BadgeProps) {
  return (
    <span
      {...span}
      className={classNames(className, 'badge', pill && 'rounded-pill', text && `text-${text}`, `bg-${bg}`)}
    />
  );
}

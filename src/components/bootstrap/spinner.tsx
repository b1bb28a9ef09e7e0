import type { ComponentProps } from 'react';
import { classNames } from './class-names';

export function Spinner({
  animation = 'border',
  size,
  className,
  ...div
}: ComponentProps<'div'> & { animation?: 'border' | 'grow'; size?: 'sm' }) {
  return (
    <div {...div} className={classNames(className, `spinner-${animation}`, size && `spinner-${animation}-${size}`)} />
  );
}

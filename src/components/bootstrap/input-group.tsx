import type { ComponentProps } from 'react';
import { classNames } from './class-names';

function InputGroupRoot({ size, className, ...div }: ComponentProps<'div'> & { size?: 'sm' | 'lg' }) {
  return <div {...div} className={classNames(className, 'input-group', size && `input-group-${size}`)} />;
}

function InputGroupText({ className, ...span }: ComponentProps<'span'>) {
  return <span {...span} className={classNames(className, 'input-group-text')} />;
}

export const InputGroup = Object.assign(InputGroupRoot, { Text: InputGroupText });

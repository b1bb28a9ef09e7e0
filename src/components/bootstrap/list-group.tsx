import type { ComponentProps } from 'react';
import { classNames } from './class-names';

function ListGroupRoot({ variant, className, ...div }: ComponentProps<'div'> & { variant?: 'flush' }) {
  return <div {...div} className={classNames(className, 'list-group', variant && `list-group-${variant}`)} />;
}

/** An entry; an `action` entry is a button that is highlighted when `active`. */
type ListGroupItemProps =
  | (ComponentProps<'button'> & { action: true; active?: boolean })
  | (ComponentProps<'div'> & { action?: false; active?: never });

function ListGroupItem(props: ListGroupItemProps) {
  if (props.action) {
    const { action: _action, active, className, type = 'button', ...button } = props;
    return (
      <button
        type={type}
        {...button}
        className={classNames(className, 'list-group-item', active && 'active', 'list-group-item-action')}
      />
    );
  }
  const { action: _action, className, ...div } = props;
  return <div {...div} className={classNames(className, 'list-group-item')} />;
}

export const ListGroup = Object.assign(ListGroupRoot, { Item: ListGroupItem });

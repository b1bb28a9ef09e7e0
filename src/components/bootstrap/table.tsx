import type { ComponentProps } from 'react';
import { classNames } from './class-names';

interface TableStyle {
  size?: 'sm';
  striped?: boolean;
  bordered?: boolean;
  hover?: boolean;
  /** In a box that scrolls sideways when the table is wider than the screen. */
  responsive?: boolean;
}

export function Table({
  size,
  striped,
  bordered,
  hover,
  responsive,
  className,
  ...table
}: ComponentProps<'table'> & TableStyle) {
  const element = (
    <table
      {...table}
      className={classNames(
        className,
        'table',
        size && `table-${size}`,
        striped && 'table-striped',
        bordered && 'table-bordered',
        hover && 'table-hover',
      )}
    />
  );
  return responsive ? <div className="table-responsive">{element}</div> : element;
}

import type { ComponentProps, ReactNode } from 'react';
import { classNames } from './class-names';

function PaginationRoot({ size, className, ...ul }: ComponentProps<'ul'> & { size?: 'sm' | 'lg' }) {
  return <ul {...ul} className={classNames(className, 'pagination', size && `pagination-${size}`)} />;
}

/** A page button; the current page and a disabled entry are plain text, as in react-bootstrap. */
function PageItem({ active, disabled, children, ...button }: ComponentProps<'button'> & { active?: boolean }) {
  return (
    <li className={classNames('page-item', active && 'active', disabled && 'disabled')}>
      {active || disabled ? (
        <span className="page-link" aria-label={button['aria-label']}>
          {children}
          {active && <span className="visually-hidden">(current)</span>}
        </span>
      ) : (
        <button type="button" {...button} className="page-link">
          {children}
        </button>
      )}
    </li>
  );
}

/** An entry shown as a sign, with a word for screen readers. */
const signItem = (sign: string, word: string) =>
  function SignItem(props: Omit<ComponentProps<typeof PageItem>, 'children'>): ReactNode {
    return (
      <PageItem {...props}>
        <span aria-hidden="true">{sign}</span>
        <span className="visually-hidden">{word}</span>
      </PageItem>
    );
  };

export const Pagination = Object.assign(PaginationRoot, {
  Item: PageItem,
  Prev: signItem('‹', 'Previous'),
  Next: signItem('›', 'Next'),
  Ellipsis: signItem('…', 'More'),
});

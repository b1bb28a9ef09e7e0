import { createElement, type ComponentProps } from 'react';
import { classNames, type AsOneOf } from './class-names';

/** A card; with `body` its content goes in a card body. */
function CardRoot({
  as = 'div',
  body,
  className,
  children,
  ...props
}: AsOneOf<'div' | 'section' | 'li', 'div'> & { body?: boolean }) {
  return createElement(
    as,
    { ...props, className: classNames(className, 'card') },
    body ? <CardBody>{children}</CardBody> : children,
  );
}

function CardBody({ as = 'div', className, ...props }: AsOneOf<'div' | 'form', 'div'>) {
  return createElement(as, { ...props, className: classNames(className, 'card-body') });
}

function CardHeader({ className, ...div }: ComponentProps<'div'>) {
  return <div {...div} className={classNames(className, 'card-header')} />;
}

function CardFooter({ className, ...div }: ComponentProps<'div'>) {
  return <div {...div} className={classNames(className, 'card-footer')} />;
}

/** A heading when given a level; otherwise a div styled as h5, as react-bootstrap's. */
function CardTitle({ as = 'div', className, ...props }: AsOneOf<'div' | 'h2' | 'h3', 'div'>) {
  return createElement(as, { ...props, className: classNames(className, 'card-title', as === 'div' && 'h5') });
}

function CardText({ className, ...p }: ComponentProps<'p'>) {
  return <p {...p} className={classNames(className, 'card-text')} />;
}

export const Card = Object.assign(CardRoot, {
  Body: CardBody,
  Header: CardHeader,
  Footer: CardFooter,
  Title: CardTitle,
  Text: CardText,
});

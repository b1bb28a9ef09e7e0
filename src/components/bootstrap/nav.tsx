import { createElement, type ComponentProps } from 'react';
import { NavLink } from 'react-router';
import { classNames, type AsOneOf } from './class-names';

function NavRoot({
  as = 'div',
  variant,
  className,
  ...props
}: AsOneOf<'div' | 'nav', 'div'> & { variant?: 'pills' | 'tabs' }) {
  return createElement(as, { ...props, className: classNames(className, 'nav', variant && `nav-${variant}`) });
}

function NavItem({ className, ...div }: ComponentProps<'div'>) {
  return <div {...div} className={classNames(className, 'nav-item')} />;
}

/** A link to a screen (the router's NavLink marks the current one), or a button that shows `active` itself. */
type NavLinkProps =
  | (Omit<ComponentProps<typeof NavLink>, 'className'> & { as: typeof NavLink; className?: string })
  | (ComponentProps<'button'> & { as: 'button'; active?: boolean });

function NavEntry(props: NavLinkProps) {
  if (props.as === 'button') {
    const { as: _as, active, className, type = 'button', ...button } = props;
    return <button type={type} {...button} className={classNames(className, 'nav-link', active && 'active')} />;
  }
  const { as: _as, className, ...link } = props;
  return <NavLink {...link} className={classNames(className, 'nav-link')} />;
}

export const Nav = Object.assign(NavRoot, { Item: NavItem, Link: NavEntry });

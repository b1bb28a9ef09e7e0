import { createElement, type ComponentProps } from 'react';
import { NavLink } from '../navigation/router';
import { classNames, type AsOneOf } from './class-names';

function NavRoot({ as = 'div', variant, className, ...props }: AsOneOf<'div' | 'nav', 'div'> & { variant?: 'pills' | 'tabs' }) {
  return createElement(as, { ...props, className: classNames(className, 'nav', variant && `nav-${variant}`) });
}

function NavItem({ className, ...div }: ComponentProps<'div'>) {
  return <div {...div} className={classNames(className, 'nav-item')} />;
}

/** A link to a screen (our NavLink marks the current one), or a button that shows `active` itself. */
type NavLinkProps = (ComponentProps<typeof NavLink> & { as: typeof NavLink }) | (ComponentProps<'button'> & { as: 'button'; active?: boolean });

function NavEntry(props: NavLinkProps) {
  if (props.as === 'button') {
    const { as: _as, active, className, type = 'button', ...button } = props;
    return <button type={type} {...button} className={classNames(className, 'nav-link', active && 'active')} />;
  }
  const { as: _as, className, ...link } = props;
  return <NavLink {...link} className={classNames(className, 'nav-link')} />;
}

export const Nav = Object.assign(NavRoot, { Item: NavItem, Link: NavEntry });

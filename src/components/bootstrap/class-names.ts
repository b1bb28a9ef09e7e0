import type { ComponentProps, JSX } from 'react';

/** Joins the classes that apply; undefined when none does, so no empty class attribute is rendered. */
export function classNames(...classes: (string | false | null | undefined)[]): string | undefined {
  return classes.filter(Boolean).join(' ') || undefined;
}

/** Bootstrap's theme colours. */
export type Variant = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';

/**
 * The props of a component that renders one of a few tags, chosen with `as`: each tag with its own
 * attributes (a form's onSubmit, a list item's value), and `as` optional only for the default tag.
 */
export type AsOneOf<Tag extends keyof JSX.IntrinsicElements, Default extends Tag> = {
  [T in Tag]: ComponentProps<T> & (T extends Default ? { as?: T } : { as: T });
}[Tag];

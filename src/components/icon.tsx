import type { SVGProps } from 'react';
import type { IconName } from './icon-names';
import './icon.css';

export { iconOrDefault, isIconName, type IconName } from './icon-names';

/** The sprite the build makes of the app's icons (scripts/vite-icon-sprite.ts); cached once, shared by every screen. */
const SPRITE_URL: string = import.meta.env.VITE_ICON_SPRITE_URL ?? '';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  name: IconName;
  /** Read out by screen readers; without it the icon is decoration and hidden from them. */
  label?: string;
};

/**
 * An inline SVG icon drawn from Bootstrap Icons' own shapes, sized and aligned like the font glyph
 * (1em square, on the text's baseline) and coloured by the text colour; font-size utilities
 * (fs-1, display-4 ...) size it.
 */
export function Icon({ name, label, className, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      className={className ? `bi ${className}` : 'bi'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
      {...rest}
    >
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

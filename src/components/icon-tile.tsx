import { Icon, type IconName } from './icon';
import './icon-tile.css';

export interface IconTileProps {
  icon: IconName;
  /** The tint: the brand colour, or red or green for a failed or finished step. */
  tone?: 'primary' | 'danger' | 'success';
  /** The screen's own class (its size) and spacing. */
  className?: string;
}

/** An icon on a tinted square, beside a card's title or above a heading; decoration only, hidden from screen readers. */
export function IconTile({ icon, tone = 'primary', className }: IconTileProps) {
  return (
    <span
      className={['icon-tile', tone === 'primary' ? '' : `is-${tone}`, className].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <Icon name={icon} />
    </span>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../../../components/bootstrap/card';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../../components/icon';
import { IconTile } from '../../../../components/icon-tile';
import type { Card as DashboardCard, CardLinkTarget } from '../../../../domain/cards';
import { buildPath, routeById } from '../../../../domain/routes';

const TARGET_ICONS = {
  tasks: 'list-check',
  notifications: 'bell',
  forms: 'ui-checks',
  downloads: 'cloud-download',
  suppliers: 'truck',
  content: 'book',
  myTeam: 'people',
  timeTable: 'calendar-week',
  myAccount: 'person',
} as const satisfies Record<CardLinkTarget, IconName>;

/** Where an area card's figures are: still loading, unreadable, or in. */
export type CardStatus = 'loading' | 'failed' | 'ready';

export const cardStatus = (ready: boolean, error: unknown): CardStatus =>
  error ? 'failed' : ready ? 'ready' : 'loading';

/**
 * The frame every card shares: icon, title, what it is about, and the whole card as a link. While
 * its area's code or data loads, placeholders stand where the figure and preview go; when the data
 * cannot be read, the card says so and still links to its area.
 */
export function CardFrame({
  card,
  status = 'ready',
  figure,
  children,
}: {
  card: DashboardCard;
  status?: CardStatus;
  figure?: ReactNode;
  children?: ReactNode;
}) {
  const shownFigure =
    status === 'loading' ? (
      <span className="placeholder placeholder-glow" style={{ width: '1.2em' }} />
    ) : status === 'failed' ? undefined : (
      figure
    );
  const preview = {
    loading: (
      <p className="placeholder-glow mb-0 mt-auto" aria-hidden="true">
        <span className="placeholder col-8" />
      </p>
    ),
    failed: <p className="small text-body-secondary mb-0 mt-auto">Could not load this just now.</p>,
    ready: children,
  }[status];
  return (
    <li className={`dashboard-card ${card.isMini ? 'is-mini' : ''}`} aria-busy={status === 'loading' || undefined}>
      <Card className="h-100 border-0 shadow-sm">
        <Card.Body className="d-flex flex-column gap-2">
          <div className="d-flex align-items-start gap-3">
            <IconTile icon={TARGET_ICONS[card.pathId]} />
            <div className="min-w-0 flex-grow-1">
              <Card.Title as="h3" className="h6 mb-1">
                <Link to={buildPath(card.pathId)} className="stretched-link text-reset text-decoration-none">
                  {card.title}
                </Link>
              </Card.Title>
              {card.description && <Card.Text className="small text-body-secondary mb-0">{card.description}</Card.Text>}
            </div>
            {shownFigure !== undefined && <span className="dashboard-card-figure">{shownFigure}</span>}
          </div>
          {!card.isMini &&
            (preview ?? (
              <span className="small text-primary mt-auto">
                Open {routeById(card.pathId).title} <Icon name="arrow-right-short" />
              </span>
            ))}
        </Card.Body>
      </Card>
    </li>
  );
}

export function Preview({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="small text-body-secondary mb-0 mt-auto">{empty}</p>;
  return (
    <ul className="small mb-0 ps-3 mt-auto">
      {items.slice(0, 3).map((item) => (
        <li key={item} className="text-truncate">
          {item}
        </li>
      ))}
    </ul>
  );
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { useCardLayoutsQuery, useCardsQuery } from '../../../data/cards/cards-api';
import type { SessionUser } from '../../../data/session/session-state';
import { layoutForTeamType, STARTER_CARDS, type Card as DashboardCard, type CardType } from '../../../domain/cards';
import { CardFrame } from './cards/card-frame';
import { LoadingOrError } from '../../../components/loading-or-error';

type AreaCard = ComponentType<{ card: DashboardCard; user: SessionUser }>;

// Each area's card brings that area's data code, loaded once a layout shows the card: the
// dashboard paints its cards at once and their figures follow.
const AREA_CARDS: Record<Exclude<CardType, 'link'>, LazyExoticComponent<AreaCard>> = {
  tasks: lazy(() => import('./cards/tasks-card')),
  notifications: lazy(() => import('./cards/notifications-card')),
  downloads: lazy(() => import('./cards/downloads-card')),
  forms: lazy(() => import('./cards/forms-card')),
  suppliers: lazy(() => import('./cards/suppliers-card')),
};

function DashboardCardView({ card, user }: { card: DashboardCard; user: SessionUser }) {
  if (card.type === 'link') return <CardFrame card={card} />;
  const AreaCardView = AREA_CARDS[card.type];
  return (
    <Suspense fallback={<CardFrame card={card} status="loading" />}>
      <AreaCardView card={card} user={user} />
    </Suspense>
  );
}

/** The starter cards, for an event whose admins have not stored a layout yet. */
const FALLBACK_CARDS: DashboardCard[] = STARTER_CARDS.map((values, index) => ({
  ...values,
  id: `starter-${index}`,
  createdAt: '',
  createdBy: '',
  updatedAt: '',
  updatedBy: '',
}));

/** The six cards of the reader's team type's layout (else the default layout). */
export function DashboardCards({ user }: { user: SessionUser }) {
  const layouts = useCardLayoutsQuery();
  const cards = useCardsQuery();
  const error = layouts.error ?? cards.error;
  if (error || !layouts.data || !cards.data) {
    return (
      <LoadingOrError
        isLoading
        error={error}
        skeleton={
          <div className="dashboard-cards" role="status" aria-busy="true" aria-label="Loading">
            {[0, 1, 2, 3].map((index) => (
              <Placeholder
                key={index}
                as="div"
                animation="glow"
                className="dashboard-card is-mini bg-body rounded-3 shadow-sm p-3"
              >
                <Placeholder xs={8} />
                <Placeholder xs={12} style={{ height: '3rem' }} className="mt-2 rounded" />
              </Placeholder>
            ))}
          </div>
        }
      />
    );
  }
  const layout = layoutForTeamType(layouts.data, user.teamTypeId);
  const byId = new Map(cards.data.map((card) => [card.id, card]));
  const shown = layout ? layout.cardIds.flatMap((id) => byId.get(id) ?? []) : FALLBACK_CARDS;
  return (
    <ul className="dashboard-cards list-unstyled mb-0" aria-label="Dashboard cards">
      {shown.map((card) => (
        <DashboardCardView key={card.id} card={card} user={user} />
      ))}
    </ul>
  );
}

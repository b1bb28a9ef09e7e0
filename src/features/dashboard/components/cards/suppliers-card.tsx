import type { SessionUser } from '../../../../data/session/session-state';
import { useViewableSuppliersQuery } from '../../../../data/suppliers/suppliers-api';
import type { Card as DashboardCard } from '../../../../domain/cards';
import { CardFrame, cardStatus, Preview } from './card-frame';

export default function SuppliersCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const { data, error } = useViewableSuppliersQuery(user.teamTypeId);
  const featuredFirst = [...(data ?? [])].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  return (
    <CardFrame card={card} status={cardStatus(data !== undefined, error)} figure={featuredFirst.length}>
      <Preview items={featuredFirst.map((supplier) => supplier.company)} empty="No suppliers listed yet." />
    </CardFrame>
  );
}

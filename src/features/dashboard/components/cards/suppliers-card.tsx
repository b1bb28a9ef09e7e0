import type { SessionUser } from '../../../../data/session/session-state';
import { useViewableSuppliersQuery } from '../../../../data/suppliers/suppliers-api';
import type { Card as DashboardCard } from '../../../../domain/cards';
import { CardFrame, Preview } from './card-frame';

export default function SuppliersCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const { data } = useViewableSuppliersQuery(user.teamTypeId);
  const featuredFirst = [...(data ?? [])].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  return (
    <CardFrame card={card} figure={data ? featuredFirst.length : undefined}>
      <Preview items={featuredFirst.map((supplier) => supplier.company)} empty="No suppliers listed yet." />
    </CardFrame>
  );
}

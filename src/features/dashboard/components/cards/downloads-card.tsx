import { useViewableDownloadsQuery } from '../../../../data/downloads/downloads-api';
import type { SessionUser } from '../../../../data/session/session-state';
import type { Card as DashboardCard } from '../../../../domain/cards';
import { CardFrame, cardStatus, Preview } from './card-frame';

export default function DownloadsCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const { data, error } = useViewableDownloadsQuery({
    role: user.role,
    teamTypeId: user.teamTypeId,
    standShareRole: user.standShareRole,
  });
  const shown = [...(data ?? [])]
    .filter((download) => download.showDownload)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <CardFrame card={card} status={cardStatus(data !== undefined, error)} figure={shown.length}>
      <Preview items={shown.map((download) => download.name)} empty="Nothing to download yet." />
    </CardFrame>
  );
}

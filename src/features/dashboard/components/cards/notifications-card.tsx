import { useReaderNotificationsQuery } from '../../../../data/notifications/notifications-api';
import type { SessionUser } from '../../../../data/session/session-state';
import type { Card as DashboardCard } from '../../../../domain/cards';
import { useDashboardAbility } from '../../use-dashboard-ability';
import { CardFrame, cardStatus, Preview } from './card-frame';

export default function NotificationsCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const { seesAllNotifications } = useDashboardAbility();
  const { data, error } = useReaderNotificationsQuery({ uid: user.uid, seesAll: seesAllNotifications });
  const unread = data?.filter((notification) => notification.isUnread) ?? [];
  return (
    <CardFrame card={card} status={cardStatus(data !== undefined, error)} figure={unread.length}>
      <Preview items={unread.map((notification) => notification.title)} empty="You are all caught up." />
    </CardFrame>
  );
}

import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon';
import { IconTile } from '../../../components/icon-tile';
import { useCardLayoutsQuery, useCardsQuery } from '../../../data/cards/cards-api';
import { useViewableDownloadsQuery } from '../../../data/downloads/downloads-api';
import { useOpenFormsQuery, useTeamSubmissionsQuery } from '../../../data/forms/forms-api';
import { useReaderNotificationsQuery } from '../../../data/notifications/notifications-api';
import { sessionTaskViewer, type SessionUser } from '../../../data/session/session-slice';
import { useSettings } from '../../../data/settings/settings-api';
import { useViewableSuppliersQuery } from '../../../data/suppliers/suppliers-api';
import { useTeamTaskStatusesQuery, useViewableTasksQuery } from '../../../data/tasks/tasks-api';
import { layoutForTeamType, STARTER_CARDS, type Card as DashboardCard, type CardLinkTarget } from '../../../domain/cards';
import { DEFAULT_DUE_SOON_DAYS } from '../../../domain/constants';
import { sortTasksByDueDate, TASK_DISPLAY_STATUS_LABELS, taskDisplayStatus, type TaskDisplayStatus } from '../../../domain/tasks';
import { buildPath, routeById } from '../../../domain/routes';
import { useDashboardAbility } from '../use-dashboard-ability';

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

/** The frame every card shares: icon, title, what it is about, and the whole card as a link. */
function CardFrame({ card, figure, children }: { card: DashboardCard; figure?: ReactNode; children?: ReactNode }) {
  return (
    <li className={`dashboard-card ${card.isMini ? 'is-mini' : ''}`}>
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
            {figure !== undefined && <span className="dashboard-card-figure">{figure}</span>}
          </div>
          {!card.isMini && (children ?? <span className="small text-primary mt-auto">Open {routeById(card.pathId).title} <Icon name="arrow-right-short" /></span>)}
        </Card.Body>
      </Card>
    </li>
  );
}

function Preview({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="small text-body-secondary mb-0 mt-auto">{empty}</p>;
  return (
    <ul className="small mb-0 ps-3 mt-auto">
      {items.slice(0, 3).map((item) => (
        <li key={item} className="text-truncate">{item}</li>
      ))}
    </ul>
  );
}

function NotificationsCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const { seesAllNotifications } = useDashboardAbility();
  const { data } = useReaderNotificationsQuery({ uid: user.uid, seesAll: seesAllNotifications });
  const unread = data?.filter((notification) => notification.isUnread) ?? [];
  return (
    <CardFrame card={card} figure={data ? unread.length : undefined}>
      <Preview items={unread.map((notification) => notification.title)} empty="You are all caught up." />
    </CardFrame>
  );
}

function DownloadsCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const { data } = useViewableDownloadsQuery({ role: user.role, teamTypeId: user.teamTypeId, standShareRole: user.standShareRole });
  const shown = [...(data ?? [])].filter((download) => download.showDownload).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <CardFrame card={card} figure={data ? shown.length : undefined}>
      <Preview items={shown.map((download) => download.name)} empty="Nothing to download yet." />
    </CardFrame>
  );
}

/** A task's urgency for the card; a task with a date that cannot be read is left out. */
function urgencyOrNone(run: () => TaskDisplayStatus): TaskDisplayStatus | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

function TasksCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const tasks = useViewableTasksQuery(sessionTaskViewer(user));
  const statuses = useTeamTaskStatusesQuery(user.teamId, { skip: !user.teamId });
  const dueSoonDays = useSettings('variables').data?.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS;
  const now = new Date();
  const urgent = sortTasksByDueDate(tasks.data ?? []).flatMap((task) => {
    const status = statuses.data?.find((candidate) => candidate.taskId === task.id);
    const urgency = urgencyOrNone(() => taskDisplayStatus(status, task.dueDate, now, dueSoonDays));
    return urgency === 'overdue' || urgency === 'dueSoon' ? [`${task.title} — ${TASK_DISPLAY_STATUS_LABELS[urgency]}`] : [];
  });
  const ready = tasks.data !== undefined && (!user.teamId || statuses.data !== undefined);
  return (
    <CardFrame card={card} figure={ready ? urgent.length : undefined}>
      <Preview items={urgent} empty="Nothing due soon or overdue." />
    </CardFrame>
  );
}

function FormsCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const forms = useOpenFormsQuery();
  const submissions = useTeamSubmissionsQuery({ teamId: user.teamId }, { skip: !user.teamId });
  const sent = new Set((submissions.data ?? []).filter((submission) => !submission.isDraft).map((submission) => submission.formId));
  const toComplete = (forms.data ?? []).filter((form) => !sent.has(form.id));
  const ready = forms.data !== undefined && (!user.teamId || submissions.data !== undefined);
  return (
    <CardFrame card={card} figure={ready ? toComplete.length : undefined}>
      <Preview items={toComplete.map((form) => form.title)} empty="Every form is sent." />
    </CardFrame>
  );
}

function SuppliersCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const { data } = useViewableSuppliersQuery(user.teamTypeId);
  const featuredFirst = [...(data ?? [])].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  return (
    <CardFrame card={card} figure={data ? featuredFirst.length : undefined}>
      <Preview items={featuredFirst.map((supplier) => supplier.company)} empty="No suppliers listed yet." />
    </CardFrame>
  );
}

function DashboardCardView({ card, user }: { card: DashboardCard; user: SessionUser }) {
  if (card.type === 'tasks') return <TasksCard card={card} user={user} />;
  if (card.type === 'notifications') return <NotificationsCard card={card} user={user} />;
  if (card.type === 'downloads') return <DownloadsCard card={card} user={user} />;
  if (card.type === 'forms') return <FormsCard card={card} user={user} />;
  if (card.type === 'suppliers') return <SuppliersCard card={card} user={user} />;
  return <CardFrame card={card} />;
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
  if (error) return <Alert variant="danger">{error.message}</Alert>;
  if (!layouts.data || !cards.data) {
    return (
      <div className="dashboard-cards" role="status" aria-busy="true" aria-label="Loading">
        {[0, 1, 2, 3].map((index) => (
          <Placeholder key={index} as="div" animation="glow" className="dashboard-card is-mini bg-body rounded-3 shadow-sm p-3">
            <Placeholder xs={8} />
            <Placeholder xs={12} style={{ height: '3rem' }} className="mt-2 rounded" />
          </Placeholder>
        ))}
      </div>
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

import ical from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { HttpsError, onRequest, type CallableRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  CALENDAR_FEED_MESSAGES,
  calendarFeedEvents,
  makeCalendarFeedLinkCallable,
  type CalendarFeedEvent,
} from '../../../src/domain/calendar-feed';
import { FUNCTIONS_REGION } from '../../../src/domain/constants';
import { corePageSchema } from '../../../src/domain/core-pages';
import { isPublished, notificationSchema } from '../../../src/domain/notifications';
import { eventPaths, taskStatusId } from '../../../src/domain/paths';
import { hasRole } from '../../../src/domain/roles';
import { canAccess, routeById } from '../../../src/domain/routes';
import { settingsSchemas } from '../../../src/domain/settings/settings-documents';
import { canViewTask, taskSchema, taskStatusSchema } from '../../../src/domain/tasks';
import { timelineEntries } from '../../../src/domain/time-table';
import type { User } from '../../../src/domain/user';
import { appUrl } from '../auth/app-url';
import { eventUser } from '../auth/accounts';
import { newToken, tokenHash } from '../auth/token-links';
import { readTeam } from '../teams/team-access';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { enforceRateLimit } from '../lib/rate-limit';
import { validDocuments } from '../lib/valid-documents';

const FEED_FUNCTION = 'timeTableFeed';

/** Whether the person may see the time table: organisers always, everyone else once its core page is published. */
async function seesTimeTable(eventId: string, person: User): Promise<boolean> {
  if (hasRole(person.permissions, 'moderator')) return true;
  const page = await adminFirestore().doc(eventPaths(eventId).doc('corePages', 'timeTable')).get();
  const parsed = corePageSchema.safeParse({ ...page.data(), id: page.id });
  return page.exists && parsed.success && parsed.data.isPublished;
}

/**
 * The person's time table as the screen shows it (the same entries, from the same records the
 * rules let them read): the event's dates, their team's tasks with its statuses, and the
 * notifications that reached them (scheduled ones too for whoever manages notifications).
 */
async function personsFeedEvents(
  eventId: string,
  person: User,
): Promise<{ title: string; timeZone: string; events: CalendarFeedEvent[] }> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const team = person.teamId ? await readTeam(eventId, person.teamId).catch(() => undefined) : undefined;
  const managesNotifications = canAccess(routeById('manageNotifications'), person.permissions);
  const notificationsQuery = managesNotifications
    ? db.collection(paths.collection('notifications'))
    : db.collection(paths.collection('notifications')).where('recipientIds', 'array-contains', person.id);
  const [eventDoc, variablesDoc, terminologyDoc, taskDocs, statusDocs, notificationDocs] = await Promise.all([
    db.doc(paths.settings('event')).get(),
    db.doc(paths.settings('variables')).get(),
    db.doc(paths.settings('terminology')).get(),
    db.collection(paths.collection('tasks')).where('isArchived', '==', false).get(),
    team ? db.collection(paths.collection('taskStatuses')).where('teamId', '==', team.id).get() : undefined,
    notificationsQuery.get(),
  ]);
  const event = settingsSchemas.event.parse(eventDoc.data() ?? {});
  const viewer = {
    role: person.permissions,
    isOrganiserTeam: team?.isOrganiser ?? false,
    teamTypeId: team?.teamTypeId ?? '',
    standShareRole: team?.standShareRole ?? 'none',
  } as const;
  const tasks = validDocuments(taskSchema, taskDocs.docs).filter((task) => canViewTask(task, viewer));
  const statuses = new Map(
    validDocuments(taskStatusSchema, statusDocs?.docs ?? []).map((status) => [status.id, status]),
  );
  const notifications = validDocuments(notificationSchema, notificationDocs.docs).filter((notification) =>
    notification.status === 'scheduled' ? managesNotifications : isPublished(notification.status),
  );
  const entries = timelineEntries({
    event,
    tasks,
    statusOf: (taskId) => (team ? statuses.get(taskStatusId(taskId, team.id)) : undefined),
    notifications,
    now: new Date(),
    dueSoonDays: settingsSchemas.variables.parse(variablesDoc.data() ?? {}).dueSoonDays,
    timeZone: event.timeZone,
  });
  const terminology = settingsSchemas.terminology.parse(terminologyDoc.data() ?? {});
  return {
    title: `${event.eventName} – ${terminology.timeTable}`,
    timeZone: event.timeZone,
    events: calendarFeedEvents(entries, { eventId, timeZone: event.timeZone }),
  };
}

/** The feed as iCalendar text: timed entries carry the event's zone (with its VTIMEZONE), all-day ones their days. */
function icsText(
  { title, timeZone, events }: Awaited<ReturnType<typeof personsFeedEvents>>,
  portalUrl: string,
): string {
  // No calendar-wide zone: ical-generator would then write every date in the host's zone. Each
  // timed entry names the event's zone instead, and the generator adds that zone's definition.
  const calendar = ical({ name: title, timezone: { name: null, generator: getVtimezoneComponent }, ttl: 60 * 60 });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      summary: event.summary,
      description: event.description || null,
      start: event.allDay ? event.start : `${event.start}:00`,
      end: event.allDay ? event.end : `${event.end}:00`,
      allDay: event.allDay,
      ...(event.allDay ? {} : { timezone: timeZone }),
      url: event.path ? new URL(event.path, portalUrl).toString() : null,
    });
  }
  return calendar.toString();
}

/**
 * The feed's address: where the platform serves the project's functions by name
 * (https://{region}-{project}.cloudfunctions.net/{name}), or the Functions emulator that took the
 * call (http://{its host}/{project}/{region}/{name}).
 */
function feedUrl(request: CallableRequest['rawRequest'], eventId: string, token: string): string {
  const project = process.env.GCLOUD_PROJECT ?? '';
  const url =
    process.env.FUNCTIONS_EMULATOR === 'true'
      ? new URL(`/${project}/${FUNCTIONS_REGION}/${FEED_FUNCTION}`, `http://${request.get('host') ?? '127.0.0.1'}`)
      : new URL(`https://${FUNCTIONS_REGION}-${project}.cloudfunctions.net/${FEED_FUNCTION}`);
  url.search = new URLSearchParams({ event: eventId, token }).toString();
  return url.toString();
}

/**
 * makeCalendarFeedLink: a new secret link to the caller's own time table in the event. Only its
 * token's hash is kept, one per person (by uid), so making a new link stops the last one.
 */
export const makeCalendarFeedLink = defineCallable({
  input: makeCalendarFeedLinkCallable.input,
  output: makeCalendarFeedLinkCallable.output,
  minRole: 'user',
  rateLimit: 'makeCalendarFeedLink',
  handler: async ({ uid, eventId, rawRequest }) => {
    const person = await eventUser(eventId, uid);
    if (!person || !(await seesTimeTable(eventId, person)))
      throw new HttpsError('failed-precondition', CALENDAR_FEED_MESSAGES.notPublished);
    const token = newToken();
    await adminFirestore()
      .doc(eventPaths(eventId).doc('calendarFeeds', uid))
      .set({ uid, tokenHash: tokenHash(token), createdAt: new Date().toISOString() });
    return { url: feedUrl(rawRequest, eventId, token) };
  },
});

const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * timeTableFeed (GET ?event=…&token=…): the link holder's time table as an iCalendar feed, read
 * fresh on each poll. A link stops when a new one is made, when its person leaves the event, and
 * (until it is published) for people who could not open the time table either.
 */
export const timeTableFeed = onRequest({ region: FUNCTIONS_REGION }, async (request, response) => {
  const refuse = (status: number, message: string) => {
    response.status(status).type('text/plain').send(message);
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Only GET is allowed.');
  const eventId = typeof request.query.event === 'string' ? request.query.event : '';
  const token = typeof request.query.token === 'string' ? request.query.token : '';
  if (!EVENT_ID.test(eventId) || !token) return refuse(404, CALENDAR_FEED_MESSAGES.linkNotValid);
  try {
    const feeds = await adminFirestore()
      .collection(eventPaths(eventId).collection('calendarFeeds'))
      .where('tokenHash', '==', tokenHash(token))
      .limit(1)
      .get();
    const uid = feeds.docs[0]?.id;
    const person = uid ? await eventUser(eventId, uid) : undefined;
    if (!person) return refuse(404, CALENDAR_FEED_MESSAGES.linkNotValid);
    await enforceRateLimit('calendarFeedFetchesPerLink', `${eventId}/${person.id}`);
    if (!(await seesTimeTable(eventId, person))) return refuse(403, CALENDAR_FEED_MESSAGES.notPublished);
    const text = icsText(await personsFeedEvents(eventId, person), await appUrl(eventId));
    response
      .status(200)
      .set('Cache-Control', 'private, max-age=300')
      .set('Content-Disposition', 'inline; filename="time-table.ics"')
      .type('text/calendar; charset=utf-8')
      .send(text);
  } catch (error) {
    if (error instanceof HttpsError && error.code === 'resource-exhausted') return refuse(429, error.message);
    logger.error('Calendar feed failed:', error);
    refuse(500, 'The calendar could not be made. Please try again later.');
  }
});

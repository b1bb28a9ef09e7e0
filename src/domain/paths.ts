/**
 * The one place that spells Firestore and Storage paths. Every event-owned path is built from an
 * event id, so no screen or callable can reach another event's data by concatenating strings.
 */
export const eventCollections = [
  'settings',
  'users',
  'corePages',
  'sidebar',
  'content',
  // Organisers only: a published page's pending changes (one per page, by its id) and its published versions.
  'contentDrafts',
  'contentVersions',
  'sections',
  'assets',
  'downloads',
  'teams',
  'teamTypes',
  'customFields',
  'teamAdminFields',
  'forms',
  'fields',
  'confirmations',
  'formNotifications',
  // Server-only: which version of a submission its notifications were sent for (no replays).
  'formNotificationSends',
  'webhooks',
  'webhookSecrets',
  'webhookDeliveries',
  'submissions',
  // Functions-written: entries sent to a form with a cap ({ formId, sent }), read with the form.
  'formEntryCounts',
  'fieldGroups',
  'tasks',
  'taskGroups',
  'taskStatuses',
  'comments',
  'replies',
  // Admins read it: who created, changed, archived, deleted or decided what on tasks and teams.
  'activity',
  'suppliers',
  'supplierGroups',
  'notifications',
  'cards',
  'cardLayouts',
  'locks',
  'emailResponses',
  'emailTemplates',
  'authTokens',
  // Functions-written: the reports' maintained summaries (reportSummaries/overview).
  'reportSummaries',
  // Functions-written, read by its owner only: a person's calendar feed (by uid), holding its link's token hash.
  'calendarFeeds',
  // What anyone may read, signed out included: public/branding.
  'public',
] as const;
export type EventCollection = (typeof eventCollections)[number];

/** Storage folders under an event. */
export const eventStorageFolders = [
  'assets',
  'downloads',
  'content',
  'submissions',
  'suppliers',
  'tasks',
  'branding',
] as const;
export type EventStorageFolder = (typeof eventStorageFolders)[number];

function segment(value: string, what: string): string {
  if (!value || value.includes('/')) throw new Error(`Invalid ${what}: ${JSON.stringify(value)}`);
  return value;
}

export interface EventPaths {
  eventId: string;
  /** The event record itself (name, dates, app URL), read by "My events". */
  event: string;
  collection(name: EventCollection): string;
  doc(name: EventCollection, id: string): string;
  settings(kind: string): string;
  /** The event's public branding (src/domain/settings/public-branding.ts): the one document guests read before signing in. */
  publicBranding: string;
  user(uid: string): string;
  /** One team's status of one task: taskStatuses/{taskId}_{teamId}, so each pair has exactly one record. */
  taskStatus(taskId: string, teamId: string): string;
  /** A Storage folder of this event, optionally with more segments below it. */
  storage(folder: EventStorageFolder, ...rest: string[]): string;
}

export function eventPaths(eventId: string): EventPaths {
  const event = `events/${segment(eventId, 'event id')}`;
  const collection = (name: EventCollection) => `${event}/${name}`;
  const doc = (name: EventCollection, id: string) => `${collection(name)}/${segment(id, `${name} id`)}`;
  return {
    eventId,
    event,
    collection,
    doc,
    settings: (kind) => doc('settings', kind),
    publicBranding: doc('public', 'branding'),
    user: (uid) => doc('users', uid),
    taskStatus: (taskId, teamId) => doc('taskStatuses', taskStatusId(taskId, teamId)),
    storage: (folder, ...rest) =>
      [event, folder, ...rest.map((part) => segment(part, 'storage path segment'))].join('/'),
  };
}

/**
 * A new document id, made without Firestore so screens can hold one before saving (a retried
 * save then writes the same document): 20 alphanumerics, like Firestore's auto ids.
 */
export function newDocumentId(): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, 20);
}

/** The id of a team's status of a task; '_' never occurs in the generated ids it joins. */
export function taskStatusId(taskId: string, teamId: string): string {
  return `${segment(taskId, 'task id')}_${segment(teamId, 'team id')}`;
}

/** The authentication side's profile of a person, shared by all events they belong to. */
export function profilePath(uid: string): string {
  return `profiles/${segment(uid, 'user id')}`;
}

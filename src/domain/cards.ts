import type { CardLayout, CardValues } from './card-schemas';
import { CARD_MESSAGES } from './messages';

// The stored shapes are their schemas' outputs (card-schemas.ts).
export type { Card, CardLayout, CardValues } from './card-schemas';

/*
 * Dashboard cards (events/{eventId}/cards/{id}) and card layouts (events/{eventId}/cardLayouts/{id}).
 * A layout is the set of exactly six cards the dashboard draws, in order, for the team types it
 * lists; the default layout (one per event, never deleted) serves everyone else. A card belongs to
 * one layout: adding a layout adds its six cards, deleting it deletes them.
 */

/**
 * What a card shows. Live cards read their area's data for the reader (tasks due soon and
 * overdue, unread notifications, forms to complete, downloads, suppliers); a link card is a
 * title and text leading to its target.
 */
export const CARD_TYPES = ['tasks', 'notifications', 'forms', 'downloads', 'suppliers', 'link'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_TYPE_LABELS = {
  tasks: 'Tasks due',
  notifications: 'Unread notifications',
  forms: 'Forms to complete',
  downloads: 'Downloads',
  suppliers: 'Suppliers',
  link: 'Link',
} as const satisfies Record<CardType, string>;

/** The screen each live card leads to (a link card chooses its own). */
export const CARD_TYPE_TARGETS = {
  tasks: 'tasks',
  notifications: 'notifications',
  forms: 'forms',
  downloads: 'downloads',
  suppliers: 'suppliers',
  link: 'content',
} as const satisfies Record<CardType, string>;

/** The team-side screens a card may lead to, by route id. */
export const CARD_LINK_TARGETS = [
  'tasks',
  'notifications',
  'forms',
  'downloads',
  'suppliers',
  'content',
  'myTeam',
  'timeTable',
  'myAccount',
] as const;
export type CardLinkTarget = (typeof CARD_LINK_TARGETS)[number];

/** Deleting the default layout is refused: "Can't delete the default layout". */
export function assertDeletable(layout: Pick<CardLayout, 'isDefault'>): void {
  if (layout.isDefault) throw new Error(CARD_MESSAGES.cantDeleteDefaultLayout);
}

/** The layout of a team type: the one listing it, else the default (undefined when there is none). */
export function layoutForTeamType<T extends Pick<CardLayout, 'isDefault' | 'teamTypeIds'>>(
  layouts: readonly T[],
  teamTypeId: string,
): T | undefined {
  return (
    (teamTypeId ? layouts.find((layout) => !layout.isDefault && layout.teamTypeIds.includes(teamTypeId)) : undefined) ??
    layouts.find((layout) => layout.isDefault)
  );
}

/** The six cards a new layout starts with. */
export const STARTER_CARDS: readonly CardValues[] = [
  {
    type: 'notifications',
    title: 'Notifications',
    isMini: true,
    description: 'Messages from the organisers you have not read yet.',
    pathId: 'notifications',
  },
  {
    type: 'downloads',
    title: 'Downloads',
    isMini: true,
    description: 'Guides, plans and logos to download.',
    pathId: 'downloads',
  },
  {
    type: 'tasks',
    title: 'Your tasks',
    isMini: false,
    description: 'What your team still has to do before the event, with due dates.',
    pathId: 'tasks',
  },
  { type: 'forms', title: 'Forms', isMini: true, description: 'Orders and registrations to send.', pathId: 'forms' },
  {
    type: 'suppliers',
    title: 'Suppliers',
    isMini: true,
    description: 'Recommended suppliers for your stand.',
    pathId: 'suppliers',
  },
  {
    type: 'link',
    title: 'Event information',
    isMini: false,
    description: 'Everything you need to know before the doors open.',
    pathId: 'content',
  },
];

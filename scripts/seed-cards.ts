import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import { cardLayoutSchema, cardSchema } from '../src/domain/card-schemas';
import { STARTER_CARDS, type CardValues } from '../src/domain/cards';
import type { EventPaths } from '../src/domain/paths';

/** The exhibitors' own layout: their tasks first, then what they read and download. */
const EXHIBITOR_CARDS: readonly CardValues[] = [
  {
    type: 'tasks',
    title: 'Your stand checklist',
    isMini: false,
    description: 'Tasks to finish before build-up, with their due dates.',
    pathId: 'tasks',
  },
  {
    type: 'notifications',
    title: 'Unread',
    isMini: true,
    description: 'News from the organisers.',
    pathId: 'notifications',
  },
  {
    type: 'downloads',
    title: 'Manuals & plans',
    isMini: true,
    description: 'Floor plans, the exhibitor manual and logos.',
    pathId: 'downloads',
  },
  { type: 'forms', title: 'Order forms', isMini: true, description: 'Furniture, power and catering.', pathId: 'forms' },
  {
    type: 'suppliers',
    title: 'Suppliers',
    isMini: true,
    description: 'Stand builders and freight.',
    pathId: 'suppliers',
  },
  {
    type: 'link',
    title: 'My team',
    isMini: false,
    description: 'Invite colleagues and manage who can sign in.',
    pathId: 'myTeam',
  },
];

function addLayout(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  layout: { id: string; name: string; isDefault: boolean; teamTypeIds: string[] },
  cards: readonly CardValues[],
): void {
  const cardIds = cards.map((_card, index) => `${layout.id}-card-${index + 1}`);
  cards.forEach((card, index) =>
    batch.set(
      db.doc(paths.doc('cards', cardIds[index]!)),
      cardSchema.parse({ ...card, id: cardIds[index], ...created }),
    ),
  );
  batch.set(db.doc(paths.doc('cardLayouts', layout.id)), cardLayoutSchema.parse({ ...layout, cardIds, ...created }));
}

/** Adds the default card layout and the exhibitors' layout, six cards each, to the seed's batch. */
export function seedCards(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  exhibitorTeamTypeId: string,
): void {
  addLayout(
    batch,
    db,
    paths,
    created,
    { id: 'demo-layout-default', name: 'Default', isDefault: true, teamTypeIds: [] },
    STARTER_CARDS,
  );
  addLayout(
    batch,
    db,
    paths,
    created,
    { id: 'demo-layout-exhibitors', name: 'Exhibitors', isDefault: false, teamTypeIds: [exhibitorTeamTypeId] },
    EXHIBITOR_CARDS,
  );
}

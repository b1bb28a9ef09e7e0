import type { WriteBatch, Firestore } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import type { EventPaths } from '../src/domain/paths';
import { sidebarSectionSchema } from '../src/domain/sidebar-section';

/** The demo sidebar: the team's everyday pages first, then the event's guides, then what they look up. */
function demoSidebar(guidePageIds: readonly string[]) {
  return [
    {
      id: 'demo-sidebar-event',
      heading: 'Your event',
      itemIds: ['dashboard', 'tasks', 'forms', 'notifications'],
      isCollapsable: false,
    },
    { id: 'demo-sidebar-guides', heading: 'Event guide', itemIds: [...guidePageIds], isCollapsable: true },
    {
      id: 'demo-sidebar-resources',
      heading: 'Resources',
      itemIds: ['downloads', 'suppliers', 'timeTable'],
      isCollapsable: true,
    },
  ];
}

/** Adds the demo sidebar sections, with the given content pages as the guide, to the seed's batch. */
export function seedNavigation(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  guidePageIds: readonly string[],
): void {
  demoSidebar(guidePageIds).forEach((section, index) => {
    batch.set(db.doc(paths.doc('sidebar', section.id)), sidebarSectionSchema.parse({ ...section, index, ...created }));
  });
}

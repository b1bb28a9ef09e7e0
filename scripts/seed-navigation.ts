import type { WriteBatch, Firestore } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import type { EventPaths } from '../src/domain/paths';
import { sidebarSectionSchema } from '../src/domain/sidebar-section';

/** The demo sidebar: the team's everyday pages first, then what they look up. */
const DEMO_SIDEBAR = [
  { id: 'demo-sidebar-event', heading: 'Your event', itemIds: ['dashboard', 'tasks', 'forms', 'notifications'], isCollapsable: false },
  { id: 'demo-sidebar-resources', heading: 'Resources', itemIds: ['downloads', 'suppliers', 'timeTable'], isCollapsable: true },
];

/** Adds the demo sidebar sections to the seed's batch. */
export function seedNavigation(batch: WriteBatch, db: Firestore, paths: EventPaths, created: AuditFields): void {
  DEMO_SIDEBAR.forEach((section, index) => {
    batch.set(db.doc(paths.doc('sidebar', section.id)), sidebarSectionSchema.parse({ ...section, index, ...created }));
  });
}

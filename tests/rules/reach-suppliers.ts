import { where } from 'firebase/firestore/lite';
import { create, ev, EVENT_MEMBERS, list, ORGANISERS, read, remove, update, type FirestoreCase } from './reach-cases';

const live = (keys: string[]) => [
  where('isArchived', '==', false),
  where('viewerTeamTypeIds', 'array-contains-any', keys),
];

// Suppliers: organisers manage them; teams read live suppliers their team type may see (and list
// with exactly those filters); members write nothing. Groups are every member's directory headings.
export const SUPPLIERS_REACH: readonly FirestoreCase[] = [
  read(ev('suppliers/open'), EVENT_MEMBERS),
  read(ev('suppliers/forX'), ['member', 'owner', 'child', ...ORGANISERS]),
  read(ev('suppliers/hiddenFromX'), ['rival', 'reports', ...ORGANISERS]),
  read(ev('suppliers/archived'), ORGANISERS),
  list('team type X directory', ev('suppliers'), live(['typeX', '(any)']), ['member', 'owner', 'child', ...ORGANISERS]),
  list('team type Y directory', ev('suppliers'), live(['typeY', '(any)']), ['rival', ...ORGANISERS]),
  list('no team type directory', ev('suppliers'), live(['(none)', '(any)']), ['reports', ...ORGANISERS]),
  list('every supplier', ev('suppliers'), [], ORGANISERS),
  create(
    ev('suppliers/new'),
    { id: 'new', company: 'New', isArchived: false, viewerTeamTypeIds: ['(any)'] },
    ORGANISERS,
  ),
  update('company', ev('suppliers/open'), { company: 'Renamed' }, ORGANISERS),
  update(
    'shown to everyone',
    ev('suppliers/hiddenFromX'),
    { viewerTeamTypeIds: ['(any)'], hideFromTeamTypeIds: [] },
    ORGANISERS,
  ),
  update('restored', ev('suppliers/archived'), { isArchived: false }, ORGANISERS),
  remove(ev('suppliers/open'), ORGANISERS),

  read(ev('supplierGroups/caterers'), EVENT_MEMBERS),
  list('every group', ev('supplierGroups'), [], EVENT_MEMBERS),
  create(
    ev('supplierGroups/florists'),
    { id: 'florists', title: 'Florists', supplierIds: [], isArchived: false },
    ORGANISERS,
  ),
  update(
    'a supplier added',
    ev('supplierGroups/caterers'),
    { supplierIds: ['open', 'forX', 'hiddenFromX'] },
    ORGANISERS,
  ),
  remove(ev('supplierGroups/caterers'), ORGANISERS),
];

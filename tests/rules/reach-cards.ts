import {
  ADMINS,
  create,
  ev,
  EVENT_MEMBERS,
  list,
  NOBODY,
  read,
  remove,
  update,
  type FirestoreCase,
} from './reach-cases';

const six = ['x1', 'x2', 'x3', 'x4', 'x5', 'x6'];

// Dashboard cards and layouts: every member reads them, admins arrange them; six cards a layout,
// and the default layout stays.
export const CARDS_REACH: readonly FirestoreCase[] = [
  read(ev('cards/d1'), EVENT_MEMBERS),
  list('every card', ev('cards'), [], EVENT_MEMBERS),
  create(
    ev('cards/new'),
    { id: 'new', type: 'tasks', title: 'Tasks', isMini: false, description: '', pathId: 'tasks' },
    ADMINS,
  ),
  update('title', ev('cards/d1'), { title: 'Renamed' }, ADMINS),
  remove(ev('cards/x1'), ADMINS),
  read(ev('cardLayouts/default'), EVENT_MEMBERS),
  list('every layout', ev('cardLayouts'), [], EVENT_MEMBERS),
  create(
    ev('cardLayouts/forY'),
    { id: 'forY', isDefault: false, name: 'Type Y', cardIds: six, teamTypeIds: ['typeY'] },
    ADMINS,
  ),
  create(
    ev('cardLayouts/five'),
    { id: 'five', isDefault: false, name: 'Five', cardIds: six.slice(0, 5), teamTypeIds: [] },
    NOBODY,
  ),
  update('cards rearranged', ev('cardLayouts/forX'), { cardIds: [...six].reverse() }, ADMINS),
  update('a card taken out', ev('cardLayouts/forX'), { cardIds: six.slice(1) }, NOBODY),
  update('a seventh card', ev('cardLayouts/forX'), { cardIds: [...six, 'd1'] }, NOBODY),
  remove(ev('cardLayouts/forX'), ADMINS),
  remove(ev('cardLayouts/default'), NOBODY),
];

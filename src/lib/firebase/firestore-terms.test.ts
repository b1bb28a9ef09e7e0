import {
  arrayRemove as sdkArrayRemove,
  arrayUnion as sdkArrayUnion,
  collection,
  deleteField as sdkDeleteField,
  documentId,
  getFirestore,
  limit as sdkLimit,
  orderBy as sdkOrderBy,
  query,
  queryEqual,
  startAfter as sdkStartAfter,
  where as sdkWhere,
  type FieldPath,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { initializeApp } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  DOCUMENT_ID,
  limit,
  orderBy,
  sdkConstraints,
  sdkData,
  startAfter,
  where,
} from './firestore-terms';

const db = getFirestore(initializeApp({ projectId: 'terms-test', apiKey: 'test' }, 'terms-test'));
const builders = { where: sdkWhere, orderBy: sdkOrderBy, limit: sdkLimit, startAfter: sdkStartAfter, documentId };
const teams = collection(db, 'events/e1/teams');

describe('sdkConstraints', () => {
  it("builds the same query as the SDK's own constraints, the document id included", () => {
    const ours = query(
      teams,
      ...sdkConstraints<QueryConstraint, FieldPath>(builders, [
        where('teamTypeId', '==', 'exhibitor'),
        where(DOCUMENT_ID, 'in', ['t1', 't2']),
        orderBy('nameSortKey', 'desc'),
        orderBy('id', 'desc'),
        startAfter('m', 't9'),
        limit(100),
      ]),
    );
    const theirs = query(
      teams,
      sdkWhere('teamTypeId', '==', 'exhibitor'),
      sdkWhere(documentId(), 'in', ['t1', 't2']),
      sdkOrderBy('nameSortKey', 'desc'),
      sdkOrderBy('id', 'desc'),
      sdkStartAfter('m', 't9'),
      sdkLimit(100),
    );
    expect(queryEqual(ours, theirs)).toBe(true);
    expect(queryEqual(ours, query(teams, sdkWhere('teamTypeId', '==', 'exhibitor')))).toBe(false);
  });

  it('orders ascending unless told otherwise', () => {
    const ours = query(teams, ...sdkConstraints<QueryConstraint, FieldPath>(builders, [orderBy('name')]));
    expect(queryEqual(ours, query(teams, sdkOrderBy('name', 'asc')))).toBe(true);
  });
});

describe('sdkData', () => {
  const values = { arrayUnion: sdkArrayUnion, arrayRemove: sdkArrayRemove, deleteField: sdkDeleteField };

  it("turns each field change into the SDK's own, at any depth of plain objects, and keeps the rest", () => {
    const at = new Date('2026-05-02T00:30:00Z');
    const written = sdkData(values, {
      userIds: arrayRemove('u1'),
      settings: { viewerIds: arrayUnion('a', 'b'), dueAt: deleteField(), name: 'Hall B' },
      'customFields.size': deleteField(),
      tags: ['x', 'y'],
      at,
    });
    expect(written.userIds.isEqual(sdkArrayRemove('u1'))).toBe(true);
    expect(written.settings.viewerIds.isEqual(sdkArrayUnion('a', 'b'))).toBe(true);
    expect(written.settings.viewerIds.isEqual(sdkArrayUnion('a'))).toBe(false);
    expect(written.settings.dueAt.isEqual(sdkDeleteField())).toBe(true);
    expect(written['customFields.size'].isEqual(sdkDeleteField())).toBe(true);
    expect(written.settings.name).toBe('Hall B');
    expect(written.tags).toEqual(['x', 'y']);
    expect(written.at).toBe(at);
  });
});

import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import {
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  doc,
  getCount,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  setLogLevel,
  where,
  writeBatch,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreEngine } from '../src/firestore/engine.js';
import { IndexConfiguration } from '../src/firestore/indexes.js';
import { parseParentName } from '../src/firestore/paths.js';
import { compileQuery } from '../src/firestore/query.js';
import { startFirestoreServer, type FirestoreServer } from '../src/firestore/server.js';
import type { Aggregation, Filter, StructuredQuery } from '../src/firestore/types.js';

// Index enforcement is ours alone (Google's emulator never asks for an index), so this file always
// drives our engine, with and without a configuration.

const ROOT = 'projects/demo-indexes/databases/(default)/documents';
const INDEX_REFUSAL = /^The query requires an index\. /;

// ---------------------------------------------------------------------------------------------
// The decision, on structured queries as the SDKs send them

const field = (fieldPath: string, op: string, value: unknown = { stringValue: 'x' }): Filter =>
  ({ fieldFilter: { field: { fieldPath }, op, value } }) as Filter;
const and = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'AND', filters } });
const anyOf = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'OR', filters } });
const order = (fieldPath: string, direction: 'ASCENDING' | 'DESCENDING' = 'ASCENDING') => ({
  field: { fieldPath },
  direction,
});

interface Shape {
  where?: Filter;
  orderBy?: ReturnType<typeof order>[];
  group?: boolean;
  aggregations?: Aggregation[];
}

/** The error message production would answer with, or null when the query may run. */
function refusal(
  config: unknown,
  { where, orderBy, group = false, aggregations }: Shape,
  collectionId = 'cities',
): string | null {
  const structured: StructuredQuery = { from: [{ collectionId, allDescendants: group }], where, orderBy };
  const compiled = compileQuery(parseParentName(ROOT), structured);
  try {
    IndexConfiguration.parse(config).check(compiled, where, aggregations);
    return null;
  } catch (error) {
    expect((error as { code?: string }).code).toBe('FAILED_PRECONDITION');
    return (error as Error).message;
  }
}

const EMPTY = { indexes: [], fieldOverrides: [] };
const composite = (fields: object[], queryScope = 'COLLECTION', collectionGroup = 'cities') => ({
  collectionGroup,
  queryScope,
  fields,
});

describe('which queries need a composite index', () => {
  it('serves equality filters on any number of fields by merging single-field indexes', () => {
    expect(refusal(EMPTY, {})).toBeNull();
    expect(refusal(EMPTY, { where: field('state', 'EQUAL') })).toBeNull();
    expect(
      refusal(EMPTY, {
        where: and(field('state', 'EQUAL'), field('name', 'EQUAL'), field('capital', 'EQUAL', { booleanValue: true })),
      }),
    ).toBeNull();
    expect(refusal(EMPTY, { where: and(field('regions', 'ARRAY_CONTAINS'), field('state', 'EQUAL')) })).toBeNull();
    const inList = { arrayValue: { values: [{ stringValue: 'a' }, { stringValue: 'b' }] } };
    expect(
      refusal(EMPTY, { where: and(field('state', 'IN', inList), field('regions', 'ARRAY_CONTAINS_ANY', inList)) }),
    ).toBeNull();
  });

  it('serves one ordered field with no other filter by its single-field index', () => {
    expect(refusal(EMPTY, { orderBy: [order('population', 'DESCENDING')] })).toBeNull();
    expect(refusal(EMPTY, { where: field('population', 'GREATER_THAN', { integerValue: '5' }) })).toBeNull();
    expect(
      refusal(EMPTY, {
        where: field('population', 'NOT_EQUAL', { integerValue: '5' }),
        orderBy: [order('population')],
      }),
    ).toBeNull();
    // An order on a field pinned by an equality, and the implicit __name__ order, need nothing more.
    expect(
      refusal(EMPTY, { where: field('state', 'EQUAL'), orderBy: [order('state'), order('__name__', 'DESCENDING')] }),
    ).toBeNull();
  });

  it('refuses an equality with an order or a range on another field, naming the index', () => {
    expect(refusal(EMPTY, { where: field('state', 'EQUAL'), orderBy: [order('population', 'DESCENDING')] })).toBe(
      'The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ' +
        '{"collectionGroup":"cities","queryScope":"COLLECTION","fields":[{"fieldPath":"state","order":"ASCENDING"},{"fieldPath":"population","order":"DESCENDING"}]}',
    );
    expect(
      refusal(EMPTY, { where: and(field('state', 'EQUAL'), field('population', 'LESS_THAN', { integerValue: '5' })) }),
    ).toMatch(INDEX_REFUSAL);
    expect(
      refusal(EMPTY, {
        where: and(
          field('state', 'EQUAL'),
          field('population', 'NOT_IN', { arrayValue: { values: [{ integerValue: '1' }] } }),
        ),
      }),
    ).toMatch(INDEX_REFUSAL);
  });

  it('refuses array-contains with an order on another field, and several orders', () => {
    expect(refusal(EMPTY, { where: field('regions', 'ARRAY_CONTAINS'), orderBy: [order('name')] })).toContain(
      '"fields":[{"fieldPath":"regions","arrayConfig":"CONTAINS"},{"fieldPath":"name","order":"ASCENDING"}]',
    );
    expect(refusal(EMPTY, { orderBy: [order('state'), order('population', 'DESCENDING')] })).toContain(
      '"fields":[{"fieldPath":"state","order":"ASCENDING"},{"fieldPath":"population","order":"DESCENDING"}]',
    );
    // Ranges on two fields: ordered by the first explicit order, then the other field.
    expect(refusal(EMPTY, { where: and(field('a', 'GREATER_THAN'), field('b', 'LESS_THAN')) })).toContain(
      '"fields":[{"fieldPath":"a","order":"ASCENDING"},{"fieldPath":"b","order":"ASCENDING"}]',
    );
  });

  it('accepts a declared composite whose equality prefix is any permutation, with the orders in order and direction', () => {
    const shape = {
      where: and(field('state', 'EQUAL'), field('capital', 'EQUAL')),
      orderBy: [order('population', 'DESCENDING')],
    };
    const declared = (fields: object[], queryScope = 'COLLECTION') => ({ indexes: [composite(fields, queryScope)] });
    const population = { fieldPath: 'population', order: 'DESCENDING' };
    expect(
      refusal(
        declared([
          { fieldPath: 'capital', order: 'ASCENDING' },
          { fieldPath: 'state', order: 'DESCENDING' },
          population,
        ]),
        shape,
      ),
    ).toBeNull();
    expect(
      refusal(
        declared([
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'capital', order: 'ASCENDING' },
          population,
          { fieldPath: '__name__', order: 'DESCENDING' },
        ]),
        shape,
      ),
    ).toBeNull();
    // Wrong direction, wrong field order, a missing field, the wrong scope: not served.
    expect(
      refusal(
        declared([
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'capital', order: 'ASCENDING' },
          { fieldPath: 'population', order: 'ASCENDING' },
        ]),
        shape,
      ),
    ).toMatch(INDEX_REFUSAL);
    expect(
      refusal(
        declared([
          population,
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'capital', order: 'ASCENDING' },
        ]),
        shape,
      ),
    ).toMatch(INDEX_REFUSAL);
    expect(refusal(declared([{ fieldPath: 'state', order: 'ASCENDING' }, population]), shape)).toMatch(INDEX_REFUSAL);
    expect(
      refusal(
        declared(
          [{ fieldPath: 'state', order: 'ASCENDING' }, { fieldPath: 'capital', order: 'ASCENDING' }, population],
          'COLLECTION_GROUP',
        ),
        shape,
      ),
    ).toMatch(INDEX_REFUSAL);
    // array-contains is served only by a CONTAINS entry.
    const contains = { where: field('regions', 'ARRAY_CONTAINS'), orderBy: [order('name')] };
    expect(
      refusal(
        declared([
          { fieldPath: 'regions', arrayConfig: 'CONTAINS' },
          { fieldPath: 'name', order: 'ASCENDING' },
        ]),
        contains,
      ),
    ).toBeNull();
    expect(
      refusal(
        declared([
          { fieldPath: 'regions', order: 'ASCENDING' },
          { fieldPath: 'name', order: 'ASCENDING' },
        ]),
        contains,
      ),
    ).toMatch(INDEX_REFUSAL);
  });

  it('checks each branch of an OR query', () => {
    const branches = { where: anyOf(field('state', 'EQUAL'), field('capital', 'EQUAL')), orderBy: [order('name')] };
    expect(refusal(EMPTY, { where: anyOf(field('state', 'EQUAL'), field('capital', 'EQUAL')) })).toBeNull();
    expect(refusal(EMPTY, branches)).toContain('"fieldPath":"state"');
    const stateOnly = {
      indexes: [
        composite([
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'name', order: 'ASCENDING' },
        ]),
      ],
    };
    expect(refusal(stateOnly, branches)).toContain(
      '"fields":[{"fieldPath":"capital","order":"ASCENDING"},{"fieldPath":"name","order":"ASCENDING"}]',
    );
    const both = {
      indexes: [
        ...stateOnly.indexes,
        composite([
          { fieldPath: 'capital', order: 'ASCENDING' },
          { fieldPath: 'name', order: 'ASCENDING' },
        ]),
      ],
    };
    expect(refusal(both, branches)).toBeNull();
  });

  it('needs the summed or averaged field in the index after the query fields; count needs nothing more', () => {
    const total = [{ sum: { field: { fieldPath: 'population' } }, alias: 'total' }];
    expect(refusal(EMPTY, { aggregations: total })).toBeNull();
    expect(refusal(EMPTY, { where: field('state', 'EQUAL'), aggregations: [{ count: {} }] })).toBeNull();
    expect(
      refusal(EMPTY, {
        where: field('state', 'EQUAL'),
        aggregations: [{ avg: { field: { fieldPath: 'population' } } }],
      }),
    ).toContain('"fields":[{"fieldPath":"state","order":"ASCENDING"},{"fieldPath":"population","order":"ASCENDING"}]');
    const declared = {
      indexes: [
        composite([
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'population', order: 'ASCENDING' },
        ]),
      ],
    };
    expect(refusal(declared, { where: field('state', 'EQUAL'), aggregations: total })).toBeNull();
    const disabled = { fieldOverrides: [{ collectionGroup: 'cities', fieldPath: 'population', indexes: [] }] };
    expect(refusal(disabled, { aggregations: total })).toContain(
      'COLLECTION_ASC index for collection cities and field population',
    );
  });

  it('needs collection-group single-field overrides or composites for collection-group filters and orders', () => {
    expect(refusal(EMPTY, { group: true })).toBeNull();
    expect(
      refusal(EMPTY, { group: true, where: field('__name__', 'GREATER_THAN', { referenceValue: `${ROOT}/cities/a` }) }),
    ).toBeNull();
    const expected =
      'The query requires a COLLECTION_GROUP_ASC index for collection cities and field state. Add this entry to "fieldOverrides" in firestore.indexes.json: ' +
      '{"collectionGroup":"cities","fieldPath":"state","indexes":[{"order":"ASCENDING","queryScope":"COLLECTION"},{"order":"DESCENDING","queryScope":"COLLECTION"},' +
      '{"arrayConfig":"CONTAINS","queryScope":"COLLECTION"},{"order":"ASCENDING","queryScope":"COLLECTION_GROUP"}]}';
    expect(refusal(EMPTY, { group: true, where: field('state', 'EQUAL') })).toBe(expected);
    expect(refusal(EMPTY, { group: true, orderBy: [order('population', 'DESCENDING')] })).toContain(
      'COLLECTION_GROUP_DESC index for collection cities and field population',
    );
    expect(refusal(EMPTY, { group: true, where: field('regions', 'ARRAY_CONTAINS') })).toContain(
      'COLLECTION_GROUP_ARRAY_CONTAINS index',
    );

    const override = {
      fieldOverrides: [
        {
          collectionGroup: 'cities',
          fieldPath: 'state',
          indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    };
    expect(refusal(override, { group: true, where: field('state', 'EQUAL') })).toBeNull();
    expect(refusal(override, { group: true, orderBy: [order('state')] })).toContain('COLLECTION_GROUP_ASC index');
    expect(refusal(override, { group: true, where: field('state', 'EQUAL') }, 'towns')).toContain(
      'COLLECTION_GROUP_ASC index for collection towns',
    );

    const groupComposite = {
      indexes: [
        composite(
          [
            { fieldPath: 'state', order: 'ASCENDING' },
            { fieldPath: 'population', order: 'ASCENDING' },
          ],
          'COLLECTION_GROUP',
        ),
      ],
    };
    const shape = { group: true, where: field('state', 'EQUAL'), orderBy: [order('population')] };
    expect(refusal(EMPTY, shape)).toContain('"queryScope":"COLLECTION_GROUP"');
    expect(refusal(groupComposite, shape)).toBeNull();
    expect(refusal(groupComposite, { ...shape, group: false })).toMatch(INDEX_REFUSAL);
  });

  it('needs an index for a field whose single-field indexes an override disables, map subfields included', () => {
    const disabled = { fieldOverrides: [{ collectionGroup: 'cities', fieldPath: 'description', indexes: [] }] };
    expect(refusal(disabled, { where: field('description', 'EQUAL') })).toContain(
      'requires a COLLECTION_ASC index for collection cities and field description',
    );
    expect(refusal(disabled, { where: and(field('description', 'EQUAL'), field('state', 'EQUAL')) })).toContain(
      'field description',
    );
    expect(refusal(disabled, { orderBy: [order('description')] })).toContain('COLLECTION_ASC index');
    expect(refusal(disabled, { where: field('state', 'EQUAL') })).toBeNull();
    expect(refusal(disabled, { where: field('description', 'EQUAL') }, 'towns')).toBeNull();

    const mapDisabled = {
      fieldOverrides: [
        { collectionGroup: 'cities', fieldPath: 'stats', indexes: [] },
        {
          collectionGroup: 'cities',
          fieldPath: 'stats.rank',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
        },
      ],
    };
    expect(refusal(mapDisabled, { orderBy: [order('stats.size')] })).toContain('field stats.size');
    expect(refusal(mapDisabled, { orderBy: [order('stats.rank')] })).toBeNull();
    expect(refusal(mapDisabled, { orderBy: [order('stats.rank', 'DESCENDING')] })).toContain('COLLECTION_DESC index');

    // "*" exempts every field of the collection group that has no override of its own.
    const collectionLevel = {
      fieldOverrides: [
        { collectionGroup: 'cities', fieldPath: '*', indexes: [] },
        { collectionGroup: 'cities', fieldPath: 'state', indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }] },
      ],
    };
    expect(refusal(collectionLevel, { where: field('name', 'EQUAL') })).toContain('field name');
    expect(refusal(collectionLevel, { where: field('state', 'EQUAL') })).toBeNull();
  });

  it('refuses a configuration that is not in the firestore.indexes.json format, naming the entry', () => {
    expect(() => IndexConfiguration.parse([])).toThrow('Invalid index configuration: the file must be an object');
    expect(() =>
      IndexConfiguration.parse({ indexes: [{ collectionGroup: 'c', fields: [{ fieldPath: 'a' }] }] }),
    ).toThrow('indexes[0].fields[0] needs order ASCENDING|DESCENDING or arrayConfig CONTAINS');
    expect(() =>
      IndexConfiguration.parse({ indexes: [{ collectionGroup: 'c', queryScope: 'DATABASE', fields: [] }] }),
    ).toThrow('indexes[0].queryScope');
    expect(() => IndexConfiguration.parse({ fieldOverrides: [{ fieldPath: 'a', indexes: [] }] })).toThrow(
      'fieldOverrides[0].collectionGroup',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Through the real SDKs

const CITIES = {
  sf: { state: 'CA', population: 870_000, regions: ['west'] },
  la: { state: 'CA', population: 3_900_000, regions: ['west', 'south'] },
  dc: { state: 'DC', population: 690_000, regions: ['east'] },
};

describe('through the SDKs', () => {
  const engine = new FirestoreEngine();
  const projectId = `demo-${randomUUID().slice(0, 8)}`;
  let server: FirestoreServer;
  let web: Firestore;
  let adminApp: AdminApp;
  let admin: AdminFirestore;
  const previousEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    setLogLevel('silent'); // the refusals below would each be logged as an error
    server = await startFirestoreServer({ engine, host: '127.0.0.1', port: 0 });
    web = getFirestore(initializeApp({ projectId, apiKey: 'demo' }, `indexes-${projectId}`));
    connectFirestoreEmulator(web, '127.0.0.1', server.port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
    adminApp = initializeAdminApp({ projectId }, `indexes-admin-${projectId}`);
    admin = getAdminFirestore(adminApp);
    const batch = writeBatch(web);
    for (const [id, data] of Object.entries(CITIES)) batch.set(doc(web, 'cities', id), data);
    await batch.commit();
  });

  afterAll(async () => {
    engine.setIndexConfiguration(null);
    await deleteAdminApp(adminApp);
    process.env.FIRESTORE_EMULATOR_HOST = previousEmulatorHost;
    await server.close();
  });

  const byPopulation = () =>
    query(collection(web, 'cities'), where('state', '==', 'CA'), orderBy('population', 'desc'));
  const ids = async (q: Query) => (await getDocs(q)).docs.map((snapshot) => snapshot.id);

  it('enforces nothing without a configuration, as Google emulator does', async () => {
    engine.setIndexConfiguration(null);
    expect(await ids(byPopulation())).toEqual(['la', 'sf']);
  });

  it('refuses the web SDK query, its count and firebase-admin alike with failed-precondition and the index to add', async () => {
    engine.setIndexConfiguration(EMPTY);
    const expectedIndex =
      '{"collectionGroup":"cities","queryScope":"COLLECTION","fields":[{"fieldPath":"state","order":"ASCENDING"},{"fieldPath":"population","order":"DESCENDING"}]}';
    const webRefusal = await getDocs(byPopulation()).catch(
      (error: unknown) => error as { code: string; message: string },
    );
    expect(webRefusal).toMatchObject({ code: 'failed-precondition' });
    // The lite SDK puts its own prefix before the server's message.
    expect((webRefusal as { message: string }).message).toBe(
      `Request failed with error: The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ${expectedIndex}`,
    );
    await expect(getCount(byPopulation())).rejects.toMatchObject({ code: 'failed-precondition' });

    const adminQuery = admin.collection('cities').where('state', '==', 'CA').orderBy('population', 'desc');
    const adminRefusal = await adminQuery.get().catch((error: unknown) => error as { code: number; details: string });
    expect(adminRefusal).toMatchObject({ code: 9 });
    // firebase-admin's client retries a refused query twice (about 6 s) before it reports the error.
    expect((adminRefusal as { details: string }).details).toContain(expectedIndex);

    // What production serves without a composite still runs.
    expect(
      await ids(
        query(collection(web, 'cities'), where('state', '==', 'CA'), where('regions', 'array-contains', 'west')),
      ),
    ).toEqual(['la', 'sf']);
    expect(await ids(query(collection(web, 'cities'), orderBy('population'), limit(2)))).toEqual(['dc', 'sf']);
  });

  it('runs the query once the configuration declares its index', async () => {
    engine.setIndexConfiguration({
      indexes: [
        composite([
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'population', order: 'DESCENDING' },
        ]),
      ],
    });
    expect(await ids(byPopulation())).toEqual(['la', 'sf']);
    expect((await getCount(byPopulation())).data().count).toBe(2);
    expect(
      (await admin.collection('cities').where('state', '==', 'CA').orderBy('population', 'desc').get()).docs.map(
        (d) => d.id,
      ),
    ).toEqual(['la', 'sf']);
  });

  it('refuses a collection-group filter without a collection-group override', async () => {
    engine.setIndexConfiguration(EMPTY);
    await expect(getDocs(query(collectionGroup(web, 'cities'), where('state', '==', 'DC')))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining(
        'The query requires a COLLECTION_GROUP_ASC index for collection cities and field state.',
      ),
    });
    engine.setIndexConfiguration({
      fieldOverrides: [
        {
          collectionGroup: 'cities',
          fieldPath: 'state',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    });
    expect(await ids(query(collectionGroup(web, 'cities'), where('state', '==', 'DC')))).toEqual(['dc']);
  });
});

// ---------------------------------------------------------------------------------------------
// The portal's own queries against the project's firestore.indexes.json

describe("the portal's queries", () => {
  const projectIndexes: unknown = JSON.parse(
    readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
  );
  const uid = { stringValue: 'u1' };

  // Every query in src/ and functions/src/ (grep "where(\|orderBy(\|query(" src functions/src scripts), by file.
  const yes = { booleanValue: true };
  const no = { booleanValue: false };
  const published = [field('isPublished', 'EQUAL', yes), field('isArchived', 'EQUAL', no)];
  const teamTypeKeys = { arrayValue: { values: [uid, { stringValue: '(none)' }] } };

  // Every query in src/ and functions/src/ (grep "where(\|orderBy(\|query(" src functions/src scripts), by file.
  const PORTAL_QUERIES: Record<string, [collectionId: string, Shape]> = {
    'content-api: unrestricted published pages': [
      'content',
      { where: and(...published, field('allowedTeamTypeIds', 'EQUAL', { arrayValue: {} })) },
    ],
    'content-api: published pages for a stand share': [
      'content',
      {
        where: and(
          ...published,
          field('showToChildTeams', 'EQUAL', yes),
          field('allowedTeamTypeIds', 'EQUAL', { arrayValue: {} }),
        ),
      },
    ],
    'content-api: published pages for a team type': [
      'content',
      {
        where: and(
          ...published,
          field('showToChildTeams', 'EQUAL', yes),
          field('allowedTeamTypeIds', 'ARRAY_CONTAINS', uid),
        ),
      },
    ],
    'navigation-api: sidebar in order': ['sidebar', { orderBy: [order('index')] }],
    'custom-field-store: fields shown to teams': ['customFields', { where: field('showField', 'EQUAL', yes) }],
    'download-store: downloads a member may read': [
      'downloads',
      {
        where: and(
          field('showDownload', 'EQUAL', yes),
          field('showToChildTeams', 'EQUAL', yes),
          field('viewerTeamTypeIds', 'ARRAY_CONTAINS_ANY', teamTypeKeys),
        ),
      },
    ],
    'team-type-store: downloads hidden from some type': [
      'downloads',
      { where: field('viewerTeamTypeIds', 'ARRAY_CONTAINS', uid) },
    ],
    'team-type-store: downloads hidden from a team type': [
      'downloads',
      { where: field('hideFromTeamTypeIds', 'ARRAY_CONTAINS', uid) },
    ],
    'team-store, delete-team: child teams': ['teams', { where: field('parentTeamId', 'EQUAL', uid) }],
    'team-store, delete-team: members of a team': ['users', { where: field('teamId', 'EQUAL', uid) }],
    'create-stand-share, delete-team: team types of a team': [
      'teamTypes',
      { where: field('teamIds', 'ARRAY_CONTAINS', uid) },
    ],
    'create-team-member: user by e-mail': ['users', { where: field('email', 'EQUAL', uid) }],
    'remove-event-user: teams of a user': ['teams', { where: field('userIds', 'ARRAY_CONTAINS', uid) }],
    'cleanup-and-transfer-user: comments by a user': ['comments', { where: field('createdBy', 'EQUAL', uid) }],
    'cleanup-and-transfer-user: replies by a user': ['replies', { where: field('createdBy', 'EQUAL', uid) }],
    'cleanup-and-transfer-user: task statuses by a user': ['taskStatuses', { where: field('createdBy', 'EQUAL', uid) }],
    'cleanup-and-transfer-user: task statuses assigned to a user': [
      'taskStatuses',
      { where: field('assignedTo', 'ARRAY_CONTAINS', uid) },
    ],
    'cleanup-and-transfer-user: submissions by a user': ['submissions', { where: field('createdBy', 'EQUAL', uid) }],
    'cleanup-and-transfer-user: submissions for a user': ['submissions', { where: field('userId', 'EQUAL', uid) }],
    'cleanup-and-transfer-user: teams owned by a user': ['teams', { where: field('ownerId', 'EQUAL', uid) }],
    'token-links: links of a user': ['authTokens', { where: field('uid', 'EQUAL', uid) }],
    'token-links, rollback-email: links of a user of one kind': [
      'authTokens',
      { where: and(field('uid', 'EQUAL', uid), field('mode', 'EQUAL', uid)) },
    ],
  };

  it.each(Object.entries(PORTAL_QUERIES))('%s runs with the project file', (_name, [collectionId, shape]) => {
    expect(refusal(projectIndexes, shape, collectionId)).toBeNull();
  });
});

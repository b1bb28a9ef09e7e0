import { FieldValue } from 'firebase-admin/firestore';
import { stampCreate } from '../../../src/domain/audit';
import { customFieldSchema, splitCustomFieldValues } from '../../../src/domain/custom-field';
import { eventPaths } from '../../../src/domain/paths';
import { checkTeam } from '../../../src/domain/team';
import { mapBounded } from '../../../src/domain/bounded-pool';
import { checkImportRow, rollbackOutcome, typeCheckFailureRecord, type ImportCheckRecord, type ImportRow } from '../../../src/domain/team-import';
import { teamTypeSchema } from '../../../src/domain/team-type';
import { importTeamRowsCallable } from '../../../src/domain/users-callables';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { rollbackOwner, upsertOwner, type UpsertOwnerResult } from './upsert-owner';
import { sendWelcomeEmail } from './welcome-email';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Rows of one call worked on at once. Each row waits mostly on round trips (Auth, Firestore, SMTP),
 * so a few side by side keep one function instance busy without overloading the backends.
 */
const ROWS_IN_FLIGHT = 5;

/** The team types and custom fields a row is checked against, as stored now (read once per call). */
async function importContext(eventId: string) {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const [teamTypes, customFields] = await Promise.all([db.collection(paths.collection('teamTypes')).get(), db.collection(paths.collection('customFields')).get()]);
  const parseAll = <T>(docs: FirebaseFirestore.QueryDocumentSnapshot[], parse: (data: unknown) => { success: boolean; data?: T }) =>
    docs.flatMap((doc) => {
      const parsed = parse({ ...doc.data(), id: doc.id });
      return parsed.success && parsed.data ? [parsed.data] : [];
    });
  return {
    teamTypes: parseAll(teamTypes.docs, (data) => teamTypeSchema.safeParse(data)),
    customFields: parseAll(customFields.docs, (data) => customFieldSchema.safeParse(data)),
  };
}

type ImportContext = Awaited<ReturnType<typeof importContext>>;

/** Removes what a failed row wrote: its team, the team's place in its type, and the owner's upsert. */
async function rollbackRow(eventId: string, teamId: string, teamTypeId: string, owner: UpsertOwnerResult | undefined): Promise<void> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const batch = db.batch();
  batch.delete(db.doc(paths.doc('teams', teamId)));
  batch.delete(db.doc(paths.doc('teamAdminFields', teamId)));
  if (teamTypeId) batch.update(db.doc(paths.doc('teamTypes', teamTypeId)), { teamIds: FieldValue.arrayRemove(teamId) });
  await batch.commit();
  if (owner) await rollbackOwner(eventId, owner);
}

/**
 * One row of the team import: type check; upsert the owner; create the team (in its team type);
 * send the welcome (set-password for a new account, login link for an existing one). A failure
 * after the type check rolls the row back, so a row is either complete or leaves nothing behind.
 */
export async function importTeamRowFor(eventId: string, row: ImportRow, invokingUid: string, context: ImportContext): Promise<ImportCheckRecord> {
  const checked = checkImportRow(row, context);
  if (!checked.ok) return typeCheckFailureRecord(row, checked.errors);
  const { value } = checked;
  const record: ImportCheckRecord = {
    rowNumber: row.rowNumber,
    teamName: value.teamName,
    ownerEmail: value.owner.email,
    typeChecks: 'passed',
    upsertUser: 'skipped',
    addTeam: 'skipped',
    sendEmail: 'skipped',
    error: '',
    rollback: 'notNeeded',
    rollbackMessage: '',
    teamId: '',
    userId: '',
  };
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const teamId = db.collection(paths.collection('teams')).doc().id;
  let owner: UpsertOwnerResult | undefined;
  try {
    try {
      owner = await upsertOwner({ eventId, ...value.owner, teamId, invokingUid });
      record.upsertUser = owner.isNew ? 'created' : 'updated';
      record.userId = owner.uid;
    } catch (error) {
      record.upsertUser = 'failed';
      throw error;
    }
    try {
      const customFields = splitCustomFieldValues(value.customFields, context.customFields);
      const team = checkTeam({
        id: teamId,
        name: value.teamName,
        ownerId: owner.uid,
        userIds: [owner.uid],
        isOrganiser: value.isOrganiser,
        customFields: customFields.shown,
        standShareRole: 'none',
        parentTeamId: '',
        childTeamIds: [],
        teamTypeId: value.teamTypeId,
        ...stampCreate(invokingUid, new Date()),
      });
      const batch = db.batch();
      batch.create(db.doc(paths.doc('teams', teamId)), team);
      batch.set(db.doc(paths.doc('teamAdminFields', teamId)), { id: teamId, values: customFields.adminOnly });
      if (value.teamTypeId) batch.update(db.doc(paths.doc('teamTypes', value.teamTypeId)), { teamIds: FieldValue.arrayUnion(teamId) });
      await batch.commit();
      record.addTeam = 'passed';
      record.teamId = teamId;
    } catch (error) {
      record.addTeam = 'failed';
      throw error;
    }
    try {
      await sendWelcomeEmail({ eventId, uid: owner.uid, email: value.owner.email, firstName: value.owner.firstName, teamName: value.teamName, teamId, isNewAccount: owner.isNew });
      record.sendEmail = 'passed';
    } catch (error) {
      record.sendEmail = 'failed';
      throw error;
    }
    return record;
  } catch (error) {
    record.error = errorMessage(error);
    const rollbackFailure = await rollbackRow(eventId, teamId, value.teamTypeId, owner).then(
      () => undefined,
      (failure: unknown) => failure ?? new Error('Rollback failed'),
    );
    return { ...record, ...rollbackOutcome(rollbackFailure), teamId: '', userId: '' };
  }
}

/** Several rows of the import, ROWS_IN_FLIGHT at a time, each complete or rolled back on its own; answers their records in row order. */
export async function importTeamRowsFor(eventId: string, rows: readonly ImportRow[], invokingUid: string): Promise<ImportCheckRecord[]> {
  const context = await importContext(eventId);
  return mapBounded(rows, ROWS_IN_FLIGHT, (row) => importTeamRowFor(eventId, row, invokingUid, context));
}

/** Admin-only, like the import screen. */
export const importTeamRows = defineCallable({
  input: importTeamRowsCallable.input,
  output: importTeamRowsCallable.output,
  rateLimit: 'importTeamRows',
  minRole: 'admin',
  // A row that is stopped half-way skips its rollback; give a busy backend time to finish every row of the call.
  timeoutSeconds: 300,
  handler: ({ input, eventId, uid }) => importTeamRowsFor(eventId, input.rows, uid),
});

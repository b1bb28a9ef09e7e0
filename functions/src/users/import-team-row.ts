import { FieldValue } from 'firebase-admin/firestore';
import { stampCreate } from '../../../src/domain/audit';
import { customFieldSchema, splitCustomFieldValues } from '../../../src/domain/custom-field';
import { eventPaths } from '../../../src/domain/paths';
import { checkTeam, withNameSortKey } from '../../../src/domain/team';
import { mapBounded } from '../../../src/domain/bounded-pool';
import {
  checkImportRows,
  rollbackOutcome,
  typeCheckFailureRecord,
  type ImportCheckRecord,
  type ImportRow,
  type ImportRowCheck,
} from '../../../src/domain/team-import';
import { teamTypeSchema } from '../../../src/domain/team-type';
import { importTeamRowsCallable } from '../../../src/domain/users-callables';
import { appUrl } from '../auth/app-url';
import { newTokenLink } from '../auth/token-links';
import { activityEntry } from '../../../src/domain/activity';
import { adminFirestore } from '../lib/admin';
import { validDocuments } from '../lib/valid-documents';
import { displayNameOf } from '../teams/display-name';
import { defineCallable } from '../lib/define-callable';
import { rollbackOwner, upsertOwner, type UpsertOwnerResult } from './upsert-owner';
import { linkPublishedNotifications } from '../notifications/late-joiners';
import { SET_PASSWORD_LINK, sendWelcomeEmail, welcomeReads } from './welcome-email';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Rows of one call worked on at once. Each row waits mostly on round trips (Auth, Firestore, SMTP),
 * so a few side by side keep one function instance busy without overloading the backends.
 */
const ROWS_IN_FLIGHT = 5;

/**
 * What every row of a call shares, read once per call: the team types and custom fields a row is
 * checked against, as stored now; the portal's address for the set-password links; the welcome's
 * template and settings; the caller's Auth tenant, where the owners' accounts are made; the caller's
 * name for the history.
 */
async function importContext(eventId: string, tenantId: string | undefined, invokingUid: string) {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const [teamTypes, customFields, actorName] = await Promise.all([
    db.collection(paths.collection('teamTypes')).get(),
    db.collection(paths.collection('customFields')).get(),
    displayNameOf(eventId, invokingUid),
  ]);
  // Awaited by each row that needs it, so that a missing address fails those rows, not the call.
  const appBaseUrl = appUrl(eventId);
  appBaseUrl.catch(() => undefined);
  return {
    teamTypes: validDocuments(teamTypeSchema, teamTypes.docs),
    customFields: validDocuments(customFieldSchema, customFields.docs),
    appBaseUrl,
    welcome: welcomeReads(eventId),
    tenantId,
    /** The history names the importing admin as each team's creator. */
    actor: { actorId: invokingUid, actorName },
  };
}

type ImportContext = Awaited<ReturnType<typeof importContext>>;

/** Removes what a failed row wrote: its team, the team's place in its type and history, and the owner's upsert. */
async function rollbackRow(
  eventId: string,
  teamId: string,
  teamTypeId: string,
  owner: UpsertOwnerResult | undefined,
  activityId: string | undefined,
): Promise<void> {
  const db = adminFirestore();
  const paths = eventPaths(eventId);
  const batch = db.batch();
  batch.delete(db.doc(paths.doc('teams', teamId)));
  if (activityId) batch.delete(db.doc(paths.doc('activity', activityId)));
  batch.delete(db.doc(paths.doc('teamAdminFields', teamId)));
  if (teamTypeId) batch.update(db.doc(paths.doc('teamTypes', teamTypeId)), { teamIds: FieldValue.arrayRemove(teamId) });
  await batch.commit();
  if (owner) await rollbackOwner(eventId, owner);
}

/**
 * One row of the team import: type check; upsert the owner and, in the same commit, create the team
 * (in its team type) and a new account's set-password link; send the welcome (set-password for a
 * new account, login link for an existing one). A failure after the type check rolls the row back,
 * so a row is either complete or leaves nothing behind.
 */
export async function importTeamRowFor(
  eventId: string,
  row: ImportRow,
  checked: ImportRowCheck,
  invokingUid: string,
  context: ImportContext,
): Promise<ImportCheckRecord> {
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
  const customFields = splitCustomFieldValues(value.customFields, context.customFields);
  let owner: UpsertOwnerResult | undefined;
  let activityId: string | undefined;
  try {
    let teamRefused = false;
    let setPasswordUrl: string | undefined;
    try {
      const appBaseUrl = await context.appBaseUrl;
      owner = await upsertOwner(
        { eventId, ...value.owner, teamId, invokingUid, tenantId: context.tenantId },
        (writes, account) => {
          let team;
          try {
            team = checkTeam({
              id: teamId,
              name: value.teamName,
              ownerId: account.uid,
              userIds: [account.uid],
              isOrganiser: value.isOrganiser,
              customFields: customFields.shown,
              standShareRole: 'none',
              parentTeamId: '',
              childTeamIds: [],
              teamTypeId: value.teamTypeId,
              ...stampCreate(invokingUid, new Date()),
            });
          } catch (error) {
            teamRefused = true;
            throw error;
          }
          writes.create(db.doc(paths.doc('teams', teamId)), withNameSortKey(team));
          const created = activityEntry({
            ...context.actor,
            subject: { kind: 'team', teamId },
            verb: 'created',
            at: team.createdAt,
            summary: `${team.name} (imported)`,
          });
          writes.set(db.doc(paths.doc('activity', created.id)), created);
          activityId = created.id;
          writes.set(db.doc(paths.doc('teamAdminFields', teamId)), { id: teamId, values: customFields.adminOnly });
          if (value.teamTypeId)
            writes.update(db.doc(paths.doc('teamTypes', value.teamTypeId)), { teamIds: FieldValue.arrayUnion(teamId) });
          if (account.isNew) {
            const link = newTokenLink(
              { eventId, uid: account.uid, tenantId: context.tenantId, ...SET_PASSWORD_LINK },
              appBaseUrl,
            );
            writes.create(link.ref, link.record);
            setPasswordUrl = link.url;
          }
        },
      );
    } catch (error) {
      // One commit carries the owner and the team: when it fails, neither was made.
      if (teamRefused) record.addTeam = 'failed';
      else record.upsertUser = 'failed';
      throw error;
    }
    record.upsertUser = owner.isNew ? 'created' : 'updated';
    record.userId = owner.uid;
    record.addTeam = 'passed';
    record.teamId = teamId;
    try {
      await sendWelcomeEmail(
        {
          eventId,
          uid: owner.uid,
          tenantId: context.tenantId,
          email: value.owner.email,
          firstName: value.owner.firstName,
          teamName: value.teamName,
          teamId,
          isNewAccount: owner.isNew,
        },
        false,
        { reads: context.welcome, setPasswordUrl },
      );
      record.sendEmail = 'passed';
    } catch (error) {
      record.sendEmail = 'failed';
      throw error;
    }
    await linkPublishedNotifications(eventId, owner.uid);
    return record;
  } catch (error) {
    record.error = errorMessage(error);
    const rollbackFailure = await rollbackRow(eventId, teamId, value.teamTypeId, owner, activityId).then(
      () => undefined,
      (failure: unknown) => failure ?? new Error('Rollback failed'),
    );
    return { ...record, ...rollbackOutcome(rollbackFailure), teamId: '', userId: '' };
  }
}

/**
 * Several rows of the import, type-checked together (an owner named by two rows of the call is
 * refused on the later one), then ROWS_IN_FLIGHT at a time, each complete or rolled back on its
 * own; answers their records in row order.
 */
export async function importTeamRowsFor(
  eventId: string,
  rows: readonly ImportRow[],
  invokingUid: string,
  tenantId: string | undefined,
): Promise<ImportCheckRecord[]> {
  const context = await importContext(eventId, tenantId, invokingUid);
  const checks = checkImportRows(rows, context);
  const checked = rows.map((row, index) => ({ row, check: checks[index]! }));
  return mapBounded(checked, ROWS_IN_FLIGHT, ({ row, check }) =>
    importTeamRowFor(eventId, row, check, invokingUid, context),
  );
}

/** Admin-only, like the import screen. */
export const importTeamRows = defineCallable({
  input: importTeamRowsCallable.input,
  output: importTeamRowsCallable.output,
  rateLimit: 'importTeamRows',
  minRole: 'admin',
  // A row that is stopped half-way skips its rollback; give a busy backend time to finish every row of the call.
  timeoutSeconds: 300,
  handler: ({ input, eventId, uid, tenantId }) => importTeamRowsFor(eventId, input.rows, uid, tenantId),
});

import { textSortKey } from '../../domain/text-order';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEMO_PASSWORD, demoAccount } from '../../../scripts/demo-accounts';
import { ROLLBACK_SUCCEEDED } from '../../domain/messages';
import { eventPaths } from '../../domain/paths';
import {
  importCheckRecordSchema,
  isCompleteRecord,
  type ImportCheckRecord,
  type ImportRow,
} from '../../domain/team-import';
import { runTeamImport } from './team-import-store';
import { adminAuth, adminDb } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { connectStackClient } from '../../../tests/support/stack-client';

// The team import through the real importTeamRows callable, the real mailer and the mail catcher.

const stack = getStack();
const { eventId } = stack;
const paths = eventPaths(eventId);
const { auth, call, close } = connectStackClient('import');

beforeAll(async () => {
  await signInWithEmailAndPassword(auth, demoAccount('admin').email, DEMO_PASSWORD);
});

afterAll(async () => {
  await close();
});

async function callRows(rows: ImportRow[]): Promise<ImportCheckRecord[]> {
  return z.array(importCheckRecordSchema).parse(await call('importTeamRows', { rows }));
}

async function callRow(row: ImportRow): Promise<ImportCheckRecord> {
  const [record] = await callRows([row]);
  return record!;
}

/**
 * An address zod accepts but an SMTP server refuses: a 250-character local part makes the path
 * longer than RFC 5321 allows, and the mail catcher answers 501 "Bad recipient address syntax".
 */
const undeliverable = (tag: string) => `${'u'.repeat(250 - tag.length)}${tag}@example.test`;

describe('team import', () => {
  it(
    'imports 200 rows: row 57 fails its check, row 120 fails to send and is rolled back, 198 complete',
    { timeout: 600_000 },
    async () => {
      const batch = randomUUID().slice(0, 8);
      const teamTypeId = `import-type-${batch}`;
      await adminDb()
        .doc(paths.doc('teamTypes', teamTypeId))
        .set({ id: teamTypeId, name: `Import type ${batch}`, teamIds: [] });
      const rows: ImportRow[] = Array.from({ length: 200 }, (_, index) => {
        const rowNumber = index + 1;
        const ownerEmail =
          rowNumber === 57
            ? `owner-57-${batch}.example.test`
            : rowNumber === 120
              ? undeliverable(batch)
              : `owner-${rowNumber}-${batch}@example.test`;
        return {
          rowNumber,
          teamName: `Import ${batch} team ${rowNumber}`,
          teamType: `Import type ${batch}`,
          isOrganiser: 'No',
          ownerFirstName: `Owner${rowNumber}`,
          ownerSurname: 'Imported',
          ownerEmail,
          customFields: {},
        };
      });
      const progress: number[] = [];
      const importStartedAt = new Date().toISOString();
      const records = await runTeamImport(
        rows,
        { teamTypes: [{ id: teamTypeId, name: `Import type ${batch}` }], customFields: [] },
        (_record, done) => progress.push(done),
        callRows,
      );

      expect(progress.at(-1)).toBe(200);
      const failed = records.filter((record) => !isCompleteRecord(record));
      // Row numbers with their reasons first, so an unexpected failure shows why.
      expect(failed.map((record) => `${record.rowNumber}: ${record.error.slice(0, 80)}`)).toHaveLength(2);
      expect(failed.map((record) => record.rowNumber)).toEqual([57, 120]);
      expect(records.filter(isCompleteRecord)).toHaveLength(198);
      expect(failed[0]).toMatchObject({
        typeChecks: 'failed',
        upsertUser: 'skipped',
        addTeam: 'skipped',
        rollback: 'notNeeded',
      });
      expect(failed[0]!.error).toContain('is not a valid email address');
      expect(failed[1]).toMatchObject({
        typeChecks: 'passed',
        upsertUser: 'created',
        addTeam: 'passed',
        sendEmail: 'failed',
        rollback: 'succeeded',
        rollbackMessage: ROLLBACK_SUCCEEDED,
      });
      expect(failed[1]!.error).toMatch(/^Failed to send 1 emails: Email 1: 501 - /);

      // 198 complete teams: each with its owner as a user of the event, in the team type.
      const teams = (
        await adminDb()
          .collection(paths.collection('teams'))
          .where('name', '>=', `Import ${batch} `)
          .where('name', '<', `Import ${batch}!`)
          .get()
      ).docs;
      expect(teams).toHaveLength(198);
      const names = new Set(teams.map((team) => team.data().name as string));
      expect(names.has(`Import ${batch} team 57`) || names.has(`Import ${batch} team 120`)).toBe(false);
      const owners = await adminDb().getAll(
        ...teams.map((team) => adminDb().doc(paths.user(team.data().ownerId as string))),
      );
      expect(owners.every((owner, index) => owner.exists && owner.data()!.teamId === teams[index]!.id)).toBe(true);
      // Stored with the sort keys the lists' first pages are read by.
      expect(teams.every((team) => team.data().nameSortKey === textSortKey(team.data().name as string))).toBe(true);
      expect(
        owners.every((owner) => owner.data()!.firstNameSortKey === textSortKey(owner.data()!.firstName as string)),
      ).toBe(true);
      // Each owner has an Auth account with the stored address (getUsers takes at most 100 at a time).
      const ownerIds = teams.map((team) => ({ uid: team.data().ownerId as string }));
      const lookups = await Promise.all([
        adminAuth().getUsers(ownerIds.slice(0, 100)),
        adminAuth().getUsers(ownerIds.slice(100)),
      ]);
      expect(lookups.flatMap((lookup) => lookup.notFound)).toEqual([]);
      const accountEmails = new Set(lookups.flatMap((lookup) => lookup.users.map((account) => account.email)));
      expect(accountEmails).toEqual(new Set(owners.map((owner) => owner.data()!.email as string)));
      const teamType = (await adminDb().doc(paths.doc('teamTypes', teamTypeId)).get()).data()!;
      expect(new Set(teamType.teamIds as string[])).toEqual(new Set(teams.map((team) => team.id)));
      // The history has each imported team as created by the admin, and nothing of the rolled-back row.
      const created = (
        await adminDb().collection(paths.collection('activity')).where('at', '>=', importStartedAt).get()
      ).docs
        .map((entry) => entry.data())
        .filter((entry) => entry.entityKind === 'team' && String(entry.summary).startsWith(`Import ${batch} `));
      expect(new Set(created.map((entry) => entry.teamId))).toEqual(new Set(teams.map((team) => team.id)));
      expect(created.every((entry) => entry.verb === 'created' && entry.actorId === demoAccount('admin').uid)).toBe(
        true,
      );
      expect(created.some((entry) => String(entry.summary).includes('team 120'))).toBe(false);

      // Nothing half-made: no account, profile or event user for the rolled-back owner.
      await expect(adminAuth().getUserByEmail(undeliverable(batch))).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
      await expect(adminAuth().getUserByEmail(`owner-57-${batch}.example.test`)).rejects.toMatchObject({
        code: 'auth/invalid-email',
      });
      const strays = await adminDb()
        .collection(paths.collection('users'))
        .where('email', '==', undeliverable(batch))
        .get();
      expect(strays.size).toBe(0);
      // Nor a set-password link for an account that no longer exists.
      const links = (
        await adminDb().collection(paths.collection('authTokens')).where('createdAt', '>=', importStartedAt).get()
      ).docs;
      const linkOwners = [...new Set(links.map((link) => link.data().uid as string))];
      const accounts = await Promise.all(
        linkOwners.map((uid) =>
          adminAuth()
            .getUser(uid)
            .then(
              () => uid,
              () => undefined,
            ),
        ),
      );
      expect(linkOwners.filter((_uid, index) => accounts[index] === undefined)).toEqual([]);
      expect(links.filter((link) => ownerIds.some((owner) => owner.uid === link.data().uid))).toHaveLength(198);
    },
  );

  it('checks rows on the server too: an invalid row writes nothing', async () => {
    const record = await callRow({
      rowNumber: 1,
      teamName: '',
      teamType: 'No such type',
      isOrganiser: 'maybe',
      ownerFirstName: 'A',
      ownerSurname: 'B',
      ownerEmail: 'nope',
      customFields: {},
    });
    expect(record).toMatchObject({
      typeChecks: 'failed',
      upsertUser: 'skipped',
      addTeam: 'skipped',
      sendEmail: 'skipped',
    });
    expect(record.error).toContain('Team name is missing');
    expect(record.error).toContain("Unknown team type 'No such type'");
  });

  it('refuses on the server too an owner that an earlier row of the call names: one team, one owner', async () => {
    const batch = randomUUID().slice(0, 8);
    const email = `twice-${batch}@example.test`;
    const row = (rowNumber: number, ownerEmail: string): ImportRow => ({
      rowNumber,
      teamName: `Twice ${batch} ${rowNumber}`,
      teamType: '',
      isOrganiser: 'no',
      ownerFirstName: 'Tw',
      ownerSurname: 'Ice',
      ownerEmail,
      customFields: {},
    });
    const [first, second] = await callRows([row(1, email), row(2, email.toUpperCase())]);
    expect(first).toMatchObject({
      typeChecks: 'passed',
      upsertUser: 'created',
      addTeam: 'passed',
      sendEmail: 'passed',
    });
    expect(second).toMatchObject({
      typeChecks: 'failed',
      upsertUser: 'skipped',
      addTeam: 'skipped',
      error: `'${email.toUpperCase()}' is already the owner email of row 1`,
    });
    const owned = await adminDb().collection(paths.collection('teams')).where('ownerId', '==', first!.userId).get();
    expect(owned.docs.map((doc) => doc.data().name)).toEqual([`Twice ${batch} 1`]);
    expect((await adminDb().doc(paths.user(first!.userId)).get()).data()).toMatchObject({ teamId: first!.teamId });
  });

  it('refuses the call to a moderator and a team owner (import is admin only): nothing is written', async () => {
    const batch = randomUUID().slice(0, 8);
    const row: ImportRow = {
      rowNumber: 1,
      teamName: `Not allowed ${batch}`,
      teamType: '',
      isOrganiser: 'no',
      ownerFirstName: 'No',
      ownerSurname: 'Body',
      ownerEmail: `not-allowed-${batch}@example.test`,
      customFields: {},
    };
    for (const who of ['moderator', 'teamOwner'] as const) {
      const lower = connectStackClient(`import-${who}`);
      try {
        await signInWithEmailAndPassword(lower.auth, demoAccount(who).email, DEMO_PASSWORD);
        await expect(lower.call('importTeamRows', { rows: [row] })).rejects.toMatchObject({
          code: 'functions/permission-denied',
        });
      } finally {
        await lower.close();
      }
    }
    const written = await adminDb().collection(paths.collection('teams')).where('name', '==', row.teamName).get();
    expect(written.empty).toBe(true);
    await expect(adminAuth().getUserByEmail(row.ownerEmail)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('gives an existing account the existing-account welcome with a login link', async () => {
    const batch = randomUUID().slice(0, 8);
    const email = `existing-${batch}@example.test`;
    await adminAuth().createUser({ email, password: 'existing-secret' });
    const record = await callRow({
      rowNumber: 1,
      teamName: `Existing ${batch}`,
      teamType: '',
      isOrganiser: 'yes',
      ownerFirstName: 'Ex',
      ownerSurname: 'Isting',
      ownerEmail: email,
      customFields: {},
    });
    expect(record).toMatchObject({ upsertUser: 'updated', addTeam: 'passed', sendEmail: 'passed' });
    const mails = (await (await fetch(`http://${stack.host}:${stack.ports.inbox}/email`)).json()) as {
      to: { address: string }[];
      text: string;
    }[];
    const mail = mails.find((candidate) => candidate.to.some((to) => to.address === email));
    expect(mail?.text).toContain('/auth/login');
  });
});

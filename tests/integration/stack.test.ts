import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut, type Auth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '../../src/domain/constants';
import { CORE_PAGE_IDS } from '../../src/domain/core-page-ids';
import { eventPaths, profilePath } from '../../src/domain/paths';
import { SETTINGS_KINDS, settingsSchemas } from '../../src/domain/settings/settings-documents';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';
import { signInAsDemo } from '../support/demo-sign-in';
import { getStack } from '../support/stack';

const stack = getStack();
const paths = eventPaths(stack.eventId);
let app: FirebaseApp;
let auth: Auth;
let db: Firestore;

beforeAll(() => {
  app = initializeApp(
    {
      apiKey: stack.env.VITE_FIREBASE_API_KEY,
      authDomain: stack.env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: stack.env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: stack.env.VITE_FIREBASE_STORAGE_BUCKET,
    },
    `stack-test-${randomUUID()}`,
  );
  auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.host}:${stack.ports.auth}`, { disableWarnings: true });
  db = getFirestore(app);
  connectFirestoreEmulator(db, stack.host, stack.ports.firestore);
});

afterAll(async () => {
  await deleteApp(app);
});

/** Speaks just enough SMTP to hand over one message, as any mail client would. */
function sendMail(host: string, port: number, from: string, to: string, message: string): Promise<void> {
  const commands = [
    'EHLO stack-test',
    `MAIL FROM:<${from}>`,
    `RCPT TO:<${to}>`,
    'DATA',
    `${message.replace(/\n/g, '\r\n')}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('close', () => (commands.length === 0 ? resolve() : reject(new Error(`SMTP closed early: ${buffered}`))));
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      // A reply is complete when its last line has a space after the code ("250 OK", not "250-…").
      const lines = buffered.split('\r\n').filter(Boolean);
      const last = lines.at(-1);
      if (!buffered.endsWith('\r\n') || !last || !/^\d{3} /.test(last)) return;
      buffered = '';
      if (!/^[23]/.test(last)) return reject(new Error(`SMTP refused: ${last}`));
      const next = commands.shift();
      if (next === undefined) return socket.end();
      socket.write(`${next}\r\n`);
    });
  });
}

describe('the local stack', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.label, account] as const))(
    'signs in the demo %s, whose event user and profile carry the right role',
    async (_label, account) => {
      const credential = await signInWithEmailAndPassword(auth, account.email, DEMO_PASSWORD);
      expect(credential.user.uid).toBe(account.uid);

      const user = await getDoc(doc(db, paths.user(account.uid)));
      expect(user.data()).toMatchObject({
        id: account.uid,
        email: account.email,
        firstName: account.firstName,
        surname: account.surname,
        permissions: account.role,
      });
      // Other test files sign the same demo people in, so only the field's presence is the seed's.
      expect(typeof user.data()?.hasLoggedIn).toBe('boolean');
      const profile = await getDoc(doc(db, profilePath(account.uid)));
      expect(profile.data()).toMatchObject({ id: account.uid, email: account.email, eventIds: [stack.eventId] });
      await signOut(auth);
    },
  );

  // The seed is read as the demo admin: the rules let nobody signed out read it.
  it('seeds a team owned by the team owner and joined by the team member, in a team type', async () => {
    await signInAsDemo(auth, 'admin');
    const owner = demoAccount('teamOwner');
    const member = demoAccount('teamMember');
    const ownerUser = (await getDoc(doc(db, paths.user(owner.uid)))).data();
    const team = (await getDoc(doc(db, paths.doc('teams', String(ownerUser?.teamId))))).data();
    expect(team).toMatchObject({ ownerId: owner.uid, standShareRole: 'none', isOrganiser: false });
    expect(team?.userIds).toEqual(expect.arrayContaining([owner.uid, member.uid]));
    expect((await getDoc(doc(db, paths.user(member.uid)))).data()?.teamId).toBe(team?.id);

    const teamTypes = await getDocs(collection(db, paths.collection('teamTypes')));
    expect(
      teamTypes.docs
        .map((teamType) => teamType.data().teamIds as string[])
        .filter((teamIds) => teamIds.includes(String(team?.id))),
    ).toHaveLength(1);
  });

  it('seeds a demo worth showing: teams with people, pages, featured, sidebar, pictures, downloads, addresses', async () => {
    await signInAsDemo(auth, 'admin');
    // Other test files add documents to the same event at the same time: only the seed's (ids
    // starting 'demo-') are counted. Each carries its own id, as the rules require on update.
    const seeded = async (name: Parameters<typeof paths.collection>[0]) =>
      (await getDocs(collection(db, paths.collection(name)))).docs
        .filter((snapshot) => snapshot.id.startsWith('demo-'))
        .map(
          (snapshot) =>
            ({ docId: snapshot.id, ...snapshot.data() }) as Record<string, unknown> & { id: string; docId: string },
        );
    const [teamTypes, teams, fields, content, sidebar, assets, downloads, sections] = await Promise.all(
      (['teamTypes', 'teams', 'customFields', 'content', 'sidebar', 'assets', 'downloads', 'sections'] as const).map(
        seeded,
      ),
    );
    for (const seededDocs of [teamTypes, teams, fields, content, sidebar, assets, downloads, sections])
      expect(seededDocs.filter((data) => data.id !== data.docId)).toEqual([]);
    expect(teamTypes).toHaveLength(2);
    expect(teams).toHaveLength(8);
    expect(
      teams.every((team) => (team.userIds as string[]).length >= 1 && team.ownerId === (team.userIds as string[])[0]),
    ).toBe(true);
    expect(teams.filter((team) => team.standShareRole === 'child')).toHaveLength(1);
    expect(fields.length).toBeGreaterThanOrEqual(4);
    expect(teams.every((team) => Object.keys(team.customFields as object).length > 0)).toBe(true);
    expect(content.filter((page) => page.isPublished)).toHaveLength(8);
    const featured = (await getDoc(doc(db, paths.settings('featured')))).data()?.contentIds as string[];
    expect(featured).toHaveLength(4);
    expect(sidebar.flatMap((section) => section.itemIds as string[])).toEqual(
      expect.arrayContaining(content.map((page) => page.id)),
    );
    const pictures = assets.filter((asset) => asset.type === 'image');
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    const thumb = await fetch((pictures[0]!.data as { thumb: string }).thumb);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await thumb.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
    expect(new Set(downloads.map((download) => download.fileType))).toEqual(
      new Set(['pdf', 'txt', 'png', 'zip', 'ics', 'mp4']),
    );
    // The video is a real MP4 (an ISO media file), served as one.
    const video = await fetch(downloads.find((download) => download.fileType === 'mp4')!.data as string);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(new TextDecoder().decode(new Uint8Array(await video.arrayBuffer()).slice(4, 8))).toBe('ftyp');
    const emails = (await getDoc(doc(db, paths.settings('emails')))).data();
    expect(emails).toMatchObject({
      supportEmail: expect.stringContaining('@'),
      fromEmail: expect.stringContaining('@'),
    });
    const branding = (await getDoc(doc(db, paths.settings('branding')))).data();
    expect(branding?.logo).toMatch(/^http/);
    expect(branding?.iconLogo).toMatch(/^http/);
  });

  it('seeds the event record, all eight settings documents (each valid for its schema) and the core pages', async () => {
    await signInAsDemo(auth, 'admin');
    const event = (await getDoc(doc(db, paths.event))).data();
    expect(event).toMatchObject({ id: stack.eventId, appUrl: stack.env.APP_URL });
    expect(event?.eventName).toEqual(expect.any(String));

    for (const kind of SETTINGS_KINDS) {
      const snapshot = await getDoc(doc(db, paths.settings(kind)));
      expect(snapshot.exists(), `settings/${kind}`).toBe(true);
      const parsed = settingsSchemas[kind].safeParse(snapshot.data());
      expect(parsed.error, `settings/${kind}`).toBeUndefined();
    }
    const corePages = await getDocs(collection(db, paths.collection('corePages')));
    expect(corePages.docs.map((page) => page.id).sort()).toEqual([...CORE_PAGE_IDS].sort());
  });

  it('answers the healthCheck callable through the Functions emulator', async () => {
    const functions = getFunctions(app, FUNCTIONS_REGION);
    connectFunctionsEmulator(functions, stack.host, stack.ports.functions);
    const result = await httpsCallable(functions, 'healthCheck')({ eventId: stack.eventId });
    expect(result.data).toMatchObject({ success: true });
  });

  it('catches email sent to the SMTP port and lists it in the inbox API', async () => {
    const subject = `Stack check ${randomUUID()}`;
    const message = `From: portal@demo.eventflow.test\nTo: someone@demo.eventflow.test\nSubject: ${subject}\n\nHello from the stack test.`;
    await sendMail(stack.host, stack.ports.smtp, 'portal@demo.eventflow.test', 'someone@demo.eventflow.test', message);

    await expect
      .poll(async () => {
        const inbox = (await (await fetch(`${stack.env.MAIL_INBOX_URL}/email`)).json()) as { subject: string }[];
        return inbox.map((mail) => mail.subject);
      })
      .toContain(subject);
  });
});

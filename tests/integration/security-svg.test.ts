import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  connectStorageEmulator,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientRoleMessage } from '../../functions/src/lib/callable-checks';
import { eventPaths, profilePath } from '../../src/domain/paths';
import { SVG_UNREADABLE_MESSAGE } from '../../src/domain/svg';
import { adminAuth, adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// A raw SVG uploaded past the browser never runs. storage.rules refuse SVGs from
// every client; the storeSvgFile callable is their only writer, and it sanitises them on the server
// and stores them as attachments, for moderators of the event the path belongs to only.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const { app, auth, call, close } = connectStackClient('security-svg');
const storage = getStorage(app, `gs://${stack.env.VITE_FIREBASE_STORAGE_BUCKET}`);
connectStorageEmulator(storage, stack.host, stack.ports.storage);
let moderator: TestPerson;

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(document.cookie)">
  <script>alert('stolen')</script>
  <rect width="10" height="10" fill="red"/>
</svg>`;

beforeAll(async () => {
  moderator = await createPerson('moderator');
});

afterAll(async () => {
  await signOut(auth);
  await close();
});

const signInAs = (person: TestPerson) => signInWithEmailAndPassword(auth, person.email, person.password);
const newRecordId = () => `svg-${randomUUID().slice(0, 8)}`;
const storeSvg = (recordId: string, extra: Record<string, unknown> = {}) =>
  call<{ path: string }>('storeSvgFile', {
    folder: 'assets',
    recordId,
    fileName: 'logo.svg',
    svg: HOSTILE_SVG,
    ...extra,
  });

/** The Storage error code of a refused attempt. */
async function storageRefusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason as { code?: string },
  );
  if (error === undefined) throw new Error('expected the attempt to be refused');
  return error.code ?? String(error);
}

/** Whether anything is stored at the path (read as the signed-in moderator). */
async function isStored(path: string): Promise<boolean> {
  return getMetadata(ref(storage, path)).then(
    () => true,
    (error: { code?: string }) => (error.code === 'storage/object-not-found' ? false : Promise.reject(error)),
  );
}

/** A moderator of another event only (a users record there, none in the stack's event). */
async function moderatorOfAnotherEvent(): Promise<TestPerson & { eventId: string }> {
  const id = randomUUID().slice(0, 8);
  const person = {
    uid: `svg-${id}`,
    email: `svg-${id}@example.test`,
    password: `svg-${id}-pw`,
    firstName: `Svg${id}`,
    eventId: `other-${id}`,
  };
  await adminAuth().createUser({ uid: person.uid, email: person.email, password: person.password });
  const record = { id: person.uid, firstName: person.firstName, surname: 'Tester', email: person.email };
  await adminDb()
    .doc(eventPaths(person.eventId).user(person.uid))
    .set({ ...record, permissions: 'moderator', teamId: '' });
  await adminDb()
    .doc(profilePath(person.uid))
    .set({ ...record, eventIds: [person.eventId] });
  return person;
}

// The first SVG loads jsdom in a cold function instance, on a machine shared with other test runs.
describe('SVG uploads', { timeout: 120_000 }, () => {
  it("a moderator's raw SVG uploaded straight to Storage is refused, in assets and downloads, attachment or not", async () => {
    await signInAs(moderator);
    const bytes = new TextEncoder().encode(HOSTILE_SVG);
    const tries: [string, UploadMetadata][] = [
      [paths.storage('assets', newRecordId(), 'raw.svg'), { contentType: 'image/svg+xml' }],
      [
        paths.storage('assets', newRecordId(), 'raw.svg'),
        { contentType: 'image/svg+xml', contentDisposition: 'attachment' },
      ],
      [
        paths.storage('downloads', newRecordId(), 'raw.svg'),
        { contentType: 'image/svg+xml', contentDisposition: 'attachment' },
      ],
    ];
    for (const [path, metadata] of tries) {
      expect(await storageRefusal(uploadBytes(ref(storage, path), bytes, metadata))).toBe('storage/unauthorized');
      expect(await isStored(path)).toBe(false);
    }
  });

  it('through storeSvgFile it is stored sanitised, as an attachment, and readable by its download URL', async () => {
    await signInAs(moderator);
    const recordId = newRecordId();
    const { path } = await storeSvg(recordId);
    expect(path).toBe(paths.storage('assets', recordId, 'logo.svg'));

    const metadata = await getMetadata(ref(storage, path));
    expect(metadata.contentType).toBe('image/svg+xml');
    expect(metadata.contentDisposition).toBe('attachment');
    const stored = new TextDecoder().decode(await getBytes(ref(storage, path)));
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/<script|onload|alert/i);

    const response = await fetch(await getDownloadURL(ref(storage, path)));
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await response.text()).toBe(stored);
  });

  it('downloads take SVGs through storeSvgFile too', async () => {
    await signInAs(moderator);
    const recordId = newRecordId();
    const { path } = await storeSvg(recordId, { folder: 'downloads', fileName: 'plan.SVG' });
    expect(path).toBe(paths.storage('downloads', recordId, 'plan.SVG'));
    expect(new TextDecoder().decode(await getBytes(ref(storage, path)))).not.toMatch(/<script|onload/i);
  });

  it('refuses a member, a moderator of another event, and a moderator naming another event', async () => {
    const member = await createPerson('user');
    const outsider = await moderatorOfAnotherEvent();
    const refusedRole = insufficientRoleMessage('moderator');

    const recordId = newRecordId();
    await signInAs(member);
    expect(await refusalMessage(storeSvg(recordId))).toBe(refusedRole);
    await signInAs(outsider);
    expect(await refusalMessage(storeSvg(recordId))).toBe(refusedRole);

    // The path is built from the event the caller's role was checked in; naming another one is refused.
    await signInAs(moderator);
    expect(await refusalMessage(storeSvg(recordId, { eventId: outsider.eventId }))).toBe(refusedRole);
    expect(await isStored(paths.storage('assets', recordId, 'logo.svg'))).toBe(false);
  });

  it('refuses paths that leave the record folder, other file names, other folders, and what is not an SVG', async () => {
    await signInAs(moderator);
    const recordId = newRecordId();
    for (const extra of [
      { recordId: `${recordId}/../../other` },
      { fileName: '../logo.svg' },
      { fileName: 'page.html' },
      { folder: 'content' },
    ]) {
      expect(await refusalMessage(storeSvg(recordId, extra))).toMatch(/^(Record ID|File name|Folder): /);
    }
    expect(await refusalMessage(storeSvg(recordId, { svg: '<p onclick="alert(1)">not a drawing</p>' }))).toBe(
      SVG_UNREADABLE_MESSAGE,
    );
    expect(await refusalMessage(storeSvg(recordId, { svg: '%PDF-1.7 binary' }))).toBe(SVG_UNREADABLE_MESSAGE);
    expect(await isStored(paths.storage('assets', recordId, 'logo.svg'))).toBe(false);
  });
});

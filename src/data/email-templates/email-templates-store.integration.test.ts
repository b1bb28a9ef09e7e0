import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { EMAIL_TEMPLATE_KINDS } from '../../domain/constants';
import { EMAIL_TEMPLATE_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { getEmailTemplate, listEmailTemplates, updateEmailTemplate } from './email-templates-store';

// Templates are stored per kind; every kind reads as its default until saved. The kind changed
// here is written back as it was, since the functions mail with it in the same run.
describe('email templates against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('reads every kind in order and saves a customised subject, stamped, then the original again', async () => {
    expect((await listEmailTemplates()).map((template) => template.id)).toEqual([...EMAIL_TEMPLATE_KINDS]);
    const original = await getEmailTemplate('confirmPasswordChange');
    const saved = await updateEmailTemplate(
      { id: original.id, subject: `${original.subject} (changed)`, body: original.body },
      original,
    );
    expect(saved).toMatchObject({ subject: `${original.subject} (changed)`, isCustomised: true });
    expect((await readDocument(client.paths.doc('emailTemplates', original.id))).data()).toMatchObject({
      updatedBy: client.auth.currentUser?.uid,
    });
    await updateEmailTemplate({ id: original.id, subject: original.subject, body: original.body }, saved);
    expect((await getEmailTemplate(original.id)).subject).toBe(original.subject);
  });

  it('refuses an unknown kind and a template using a variable its kind does not have', async () => {
    await expect(getEmailTemplate('birthday')).rejects.toThrow(EMAIL_TEMPLATE_MESSAGES.unknownTemplateKind);
    const original = await getEmailTemplate('confirmPasswordChange');
    await expect(
      updateEmailTemplate({ id: original.id, subject: 'Hi {{shoeSize}}', body: original.body }, original),
    ).rejects.toThrow(EMAIL_TEMPLATE_MESSAGES.unknownVariables(['shoeSize']));
  });

  it('keeps the templates from a moderator', async () => {
    await signInAsDemo(client.auth, 'moderator');
    try {
      await expect(listEmailTemplates()).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'admin');
    }
  });
});

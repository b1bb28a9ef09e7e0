import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formNotificationSchema } from '../../src/domain/forms/form';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, waitForMail } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openSignedIn, atBothWidths } from '../support/browser';
import { fieldOf, writeForm } from '../support/forms-admin';
import { getStack } from '../support/stack';

// An organiser adds a notification chosen by a rule; a team member submits; the
// mail with the answer arrives (which rules match, and which do not, is covered by the integration tests).

const run = randomUUID().slice(0, 8);
const size = fieldOf('dropdown', {
  label: 'Stand size',
  options: [
    { label: 'Small', value: 'small' },
    { label: 'Large', value: 'large' },
  ],
});
const office = `stands-${run}@example.test`;
const title = `Stand order ${run}`;

describe('form notifications', () => {
  let browser: Browser;
  let formId: string;

  beforeAll(async () => {
    const written = await writeForm(adminDb(), getStack().eventId, {
      title,
      description: '',
      fields: [size],
      logicMap: {},
      confirmations: [{ name: 'Default', message: '<p>Thanks.</p>' }],
      isEditable: true,
    });
    formId = written.form.id;
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('a moderator adds a notification with a rule, a member submits a matching answer, and the mail arrives', async () => {
    const admin = await openSignedIn(
      browser,
      `/admin/forms/${formId}/notifications/add`,
      'moderator@demo.eventflow.test',
    );
    await admin.getByLabel('Name').fill('Large stands to the office');
    await admin.getByLabel('Send to').selectOption('custom');
    await admin.getByLabel('Email addresses').fill(office);
    await admin.getByRole('button', { name: 'Add rule' }).click();
    await admin.getByLabel('When', { exact: true }).selectOption({ label: 'Stand size' });
    await admin.getByLabel('Value', { exact: true }).selectOption('large');
    await atBothWidths(admin, 'form-notifications-add');
    await admin.getByRole('button', { name: 'Add notification' }).click();
    await admin.waitForURL(`**/admin/forms/${formId}/notifications`);
    await admin.getByRole('link', { name: 'Large stands to the office' }).first().waitFor();
    await atBothWidths(admin, 'form-notifications-list');
    const stored = (
      await adminDb()
        .collection(eventPaths(getStack().eventId).collection('formNotifications'))
        .where('formId', '==', formId)
        .get()
    ).docs.map((doc) => formNotificationSchema.parse(doc.data()));
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Large stands to the office',
        sendToType: 'custom',
        sendTo: office,
        isActive: true,
        operator: 'ANY',
        rules: [expect.objectContaining({ sourceId: size.id, sourceValue: 'large' })],
      }),
    ]);
    await admin
      .getByRole('row', { name: /Large stands to the office/ })
      .getByRole('link', { name: 'Edit', exact: true })
      .click();
    await admin.waitForURL(`**/admin/forms/${formId}/notifications/${stored[0]!.id}`);
    await admin.getByRole('heading', { name: 'Large stands to the office' }).waitFor();
    await atBothWidths(admin, 'form-notifications-edit');

    const member = await openSignedIn(browser, `/forms/${formId}`, 'member@demo.eventflow.test');
    await member.getByLabel('Stand size').selectOption('large');
    await member.getByRole('button', { name: 'Submit' }).click();
    await member.getByText('Thanks.').waitFor({ timeout: 30_000 });
    const mail = await waitForMail(office, { timeoutMs: 30_000 });
    expect(mail.subject).toBe(title);
    expect(mail.text).toContain('Stand size: Large');
  }, 240_000);
});

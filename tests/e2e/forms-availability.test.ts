import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORM_AVAILABILITY_MESSAGES } from '../../src/domain/forms/availability';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, atBothWidths, openSignedIn } from '../support/browser';
import { fieldOf, writeForm } from '../support/forms-admin';
import { getStack } from '../support/stack';

// An organiser sets when a form takes answers and how many; a team member and a guest who open it
// outside those times, or once it is full, read why instead of the questions.

const MEMBER_EMAIL = 'member@demo.eventflow.test';
const ADMIN_EMAIL = 'admin@demo.eventflow.test';
const run = randomUUID().slice(0, 8);
const paths = eventPaths(getStack().eventId);
let browser: Browser;

async function publicForm(title: string, limits: Record<string, unknown>): Promise<string> {
  const { form } = await writeForm(adminDb(), getStack().eventId, {
    title: `${title} ${run}`,
    fields: [fieldOf('text', { label: 'Your name' })],
    confirmations: [{ name: 'Thanks', message: '<p>Thanks, we have your answers.</p>' }],
    isPublic: true,
  });
  await adminDb().doc(paths.doc('forms', form.id)).update(limits);
  return form.id;
}

describe('forms that open, close and fill up', () => {
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('a closed form says when it closed to a team member and to a guest; the organiser sets the times in the settings', async () => {
    const formId = await publicForm('Late orders', { closesAt: '2026-01-15T12:00:00.000Z' });
    const member = await openSignedIn(browser, `/forms/${formId}`, MEMBER_EMAIL);
    await member.getByText(/^This form closed on 15 Jan 2026, \d\d:\d\d /).waitFor();
    expect(await member.getByLabel('Your name').count()).toBe(0);
    await atBothWidths(member, 'forms-closed-member');

    const guest = await openPage(browser, `/guests/forms/${formId}`);
    await guest.getByText(/^This form closed on 15 Jan 2026, \d\d:\d\d /).waitFor();
    expect(await guest.getByLabel('Your name').count()).toBe(0);
    await atBothWidths(guest, 'forms-closed-guest');

    const admin = await openSignedIn(browser, `/admin/forms/${formId}/settings`, ADMIN_EMAIL);
    await admin.getByLabel('Closes at').waitFor();
    expect(await admin.getByLabel('Closes at').inputValue()).toMatch(/^2026-01-15T\d\d:00$/);
    await atBothWidths(admin, 'forms-settings-times');
  });

  it('a form that takes one entry in all says it is full once a guest has sent it', async () => {
    const formId = await publicForm('Last stand', { entryLimit: 1 });
    const first = await openPage(browser, `/guests/forms/${formId}`);
    await first.getByLabel('Your name').fill('Ada');
    await first.getByRole('button', { name: 'Submit' }).click();
    await first.getByText('Thanks, we have your answers.').waitFor();
    const next = await openPage(browser, `/guests/forms/${formId}`);
    await next.getByText(FORM_AVAILABILITY_MESSAGES.full).waitFor();
    expect(await next.getByLabel('Your name').count()).toBe(0);
    await atBothWidths(next, 'forms-full-guest');
  });
});

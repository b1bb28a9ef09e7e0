import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_TEAM_ID } from '../../scripts/seed';
import { submissionSchema, submitterName, type Submission } from '../../src/domain/forms/submission';
import { SUBMISSION_REPORT_COLUMNS } from '../../src/domain/forms/submission-report';
import { FORM_MESSAGES } from '../../src/domain/messages';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, waitForMail } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, atBothWidths, openSignedIn } from '../support/browser';
import { fieldOf, writeForm, type WrittenForm } from '../support/forms-admin';
import { makePng } from '../support/images';
import { getStack } from '../support/stack';

const MEMBER_EMAIL = 'member@demo.eventflow.test';
const run = randomUUID().slice(0, 8);

// The form an organiser would build (the builder's own story builds one through the screens): two
// pages, a dropdown whose "Yes" shows a required question, an address, a repeater and an upload;
// a confirmation chosen when power is asked for, else the default.
const power = fieldOf('dropdown', {
  label: 'Do you need electricity?',
  options: [
    { label: 'Yes', value: 'yes' },
    { label: 'No', value: 'no' },
  ],
});
const sockets = fieldOf('number', { label: 'How many sockets?', isRequired: true, min: 1, max: 12 });
const address = fieldOf('address', { label: 'Invoice address', isRequired: true });
const vehicles = fieldOf('repeater', {
  label: 'Vehicles',
  max: 3,
  cellSchema: {
    cell1: { label: 'Plate', type: 'text' },
    cell2: { label: 'Arrival', type: 'date' },
    cell3: { label: '', type: 'text' },
    cell4: { label: '', type: 'text' },
  },
});
const standPlan = fieldOf('upload', { label: 'Stand plan', accept: ['image', 'docs'] });
const DEFAULT_MESSAGE = 'Thanks, we have your answers.';
const POWER_MESSAGE = 'We will be in touch about your power supply.';

async function submissionsOf(formId: string): Promise<Submission[]> {
  const snapshot = await adminDb()
    .collection(eventPaths(getStack().eventId).collection('submissions'))
    .where('formId', '==', formId)
    .get();
  return snapshot.docs.map((doc) => submissionSchema.parse(doc.data()));
}

async function fillFirstPage(page: Page, { needsPower }: { needsPower: boolean }) {
  await page.getByLabel('Do you need electricity?').selectOption(needsPower ? 'yes' : 'no');
  if (needsPower) await page.getByLabel(/How many sockets/).fill('3');
  const invoice = page.getByRole('group', { name: /Invoice address/ });
  await invoice.getByLabel('Address Line 1').fill('1 Fair Way');
  await invoice.getByLabel('City').fill('Leeds');
  await invoice.getByLabel('Postcode').fill('LS1 1AA');
}

async function fillSecondPage(page: Page) {
  await page.getByRole('heading', { name: 'Crew and files' }).waitFor();
  await page.getByLabel(/Plate/).fill('AB12 CDE');
  await page.getByLabel(/Arrival/).fill('2026-06-01');
  await page
    .getByLabel('Stand plan')
    .setInputFiles({ name: `plan-${run}.png`, mimeType: 'image/png', buffer: makePng(320, 200) });
  await page.getByText(`plan-${run}.png`).waitFor();
}

describe('filling in forms', () => {
  let browser: Browser;
  let written: WrittenForm;
  let formId: string;

  beforeAll(async () => {
    written = await writeForm(adminDb(), getStack().eventId, {
      title: `Stand services ${run}`,
      description: 'Tell us what your stand needs.',
      fields: [power, sockets, address, fieldOf('newPage', { label: 'Crew and files' }), vehicles, standPlan],
      logicMap: {
        [sockets.id]: { action: 'show', rules: [{ sourceId: power.id, sourceType: 'fieldId', sourceValue: 'yes' }] },
      },
      confirmations: [
        { name: 'Default', message: `<p>${DEFAULT_MESSAGE}</p>` },
        {
          name: 'Power',
          message: `<p>${POWER_MESSAGE}</p>`,
          rules: [{ sourceId: power.id, sourceType: 'fieldId', sourceValue: 'yes' }],
        },
      ],
      isPublic: true,
    });
    formId = written.form.id;
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('a guest sees a Show rule with a then and an else item do what the builder says: the item and its then item on Yes, the else item otherwise', async () => {
    const catering = fieldOf('dropdown', {
      label: 'Do you want catering?',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    });
    const diet = fieldOf('text', { label: 'Dietary needs' });
    const servingTime = fieldOf('text', { label: 'Serving time' });
    const ownFood = fieldOf('text', { label: 'What food will you bring?' });
    // "Show Dietary needs when catering is Yes; when they match, also show Serving time; when they do not, show What food…"
    const branched = await writeForm(adminDb(), getStack().eventId, {
      title: `Catering ${run}`,
      fields: [catering, diet, servingTime, ownFood],
      logicMap: {
        [diet.id]: {
          action: 'show',
          rules: [{ sourceId: catering.id, sourceType: 'fieldId', sourceValue: 'yes' }],
          thenFieldId: servingTime.id,
          elseFieldId: ownFood.id,
        },
      },
      confirmations: [{ name: 'Default', message: `<p>${DEFAULT_MESSAGE}</p>` }],
      isPublic: true,
    });
    const guest = await openPage(browser, `/guests/forms/${branched.form.id}`);
    const shown = async () =>
      Promise.all(
        [/Dietary needs/, /Serving time/, /What food will you bring/].map(
          async (label) => (await guest.getByLabel(label).count()) === 1,
        ),
      );
    await guest.getByLabel(/Do you want catering/).waitFor();
    expect(await shown()).toEqual([false, false, true]);
    await guest.getByLabel(/Do you want catering/).selectOption('yes');
    await guest.getByLabel(/Serving time/).waitFor();
    expect(await shown()).toEqual([true, true, false]);
    await guest.getByLabel(/Do you want catering/).selectOption('no');
    await guest.getByLabel(/What food will you bring/).waitFor();
    expect(await shown()).toEqual([false, false, true]);
    await guest.close();
  });

  it('a team member fills in the form, saves a draft, resumes it, submits, and sees the confirmation the logic chose', async () => {
    const page = await openSignedIn(browser, '/forms', MEMBER_EMAIL);
    const row = page.getByRole('listitem').filter({ hasText: `Stand services ${run}` });
    await expect.poll(() => row.textContent()).toContain('Not started');
    await atBothWidths(page, 'forms-list');
    await row.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(`**/forms/${formId}`);

    expect(await page.getByLabel(/How many sockets/).count()).toBe(0);
    await fillFirstPage(page, { needsPower: true });
    await atBothWidths(page, 'forms-fill-page-1');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(`**/forms/${formId}/draft-saved`);
    await page.getByRole('heading', { name: 'Draft saved' }).waitFor();
    await atBothWidths(page, 'forms-draft-saved');
    const [draft] = await submissionsOf(formId);
    expect(draft).toMatchObject({
      isDraft: true,
      teamId: DEMO_TEAM_ID,
      values: { [power.id]: 'yes', [sockets.id]: 3 },
    });

    await page.goto(page.url().replace(/\/forms\/.*$/, '/forms'));
    await expect.poll(() => row.textContent()).toContain('Draft');
    await row.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`**/forms/${formId}`);
    await expect.poll(() => page.getByLabel(/How many sockets/).inputValue()).toBe('3');
    expect(
      await page
        .getByRole('group', { name: /Invoice address/ })
        .getByLabel('City')
        .inputValue(),
    ).toBe('Leeds');

    await page.getByRole('button', { name: 'Next' }).click();
    await fillSecondPage(page);
    await atBothWidths(page, 'forms-fill-page-2');
    await page.getByRole('button', { name: 'Submit' }).click();
    const powerConfirmation = written.confirmations[1]!;
    await page.waitForURL(`**/forms/${formId}/${powerConfirmation.id}`, { timeout: 30_000 });
    await page.getByText(POWER_MESSAGE).waitFor();
    await atBothWidths(page, 'forms-fill-confirmation');

    const [sent] = await submissionsOf(formId);
    expect(sent).toMatchObject({ id: draft!.id, isDraft: false, isGuest: false, teamId: DEMO_TEAM_ID });
    expect(sent!.values[vehicles.id]).toEqual([{ cell1: 'AB12 CDE', cell2: '2026-06-01', cell3: '', cell4: '' }]);
    const [plan] = sent!.values[standPlan.id] as { path: string; name: string }[];
    expect(plan!.name).toBe(`plan-${run}.png`);
    expect(plan!.path.startsWith(eventPaths(getStack().eventId).storage('submissions', sent!.id, standPlan.id))).toBe(
      true,
    );

    await page.goto(page.url().replace(/\/forms\/.*$/, '/forms'));
    await expect.poll(() => row.textContent()).toContain('Submitted');
    await row.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(`**/forms/${formId}/submissions/${sent!.id}`);
    const city = page.getByRole('group', { name: /Invoice address/ }).getByLabel('City');
    await expect.poll(() => city.inputValue()).toBe('Leeds');
    expect(await city.getAttribute('readonly')).not.toBeNull();
    // The form is not editable after submitting: nothing offers to change the answers.
    expect(await page.getByRole('button', { name: 'Edit answers' }).count()).toBe(0);
    await atBothWidths(page, 'forms-submission');
  });

  it('a guest, signed out, saves a draft, resumes it from the emailed link and submits; the stored submission shows as a guest submission', async () => {
    const first = await openPage(browser, `/guests/forms/${formId}`);
    await first.getByRole('heading', { name: `Stand services ${run}` }).waitFor();
    await fillFirstPage(first, { needsPower: false });
    expect(await first.getByLabel(/How many sockets/).count()).toBe(0);
    await atBothWidths(first, 'forms-guest-page-1');

    const guestEmail = `guest-${run}@example.test`;
    await first.getByRole('button', { name: 'Save draft' }).click();
    const dialog = first.getByRole('dialog', { name: 'Save your answers for later' });
    await dialog.getByLabel('Your email address').fill(guestEmail);
    await atBothWidths(first, 'forms-guest-draft-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Email me a link' }).click();
    await first.getByText(`We've emailed a link to continue to ${guestEmail}`).waitFor();
    const mail = await waitForMail(guestEmail);
    const resumeLink = mail.text.match(new RegExp(`https?://\\S+/guests/forms/${formId}\\?draft=[^\\s"<>]+`))?.[0];
    expect(resumeLink, mail.text).toBeDefined();

    const guest = await openPage(browser, new URL(resumeLink!).pathname + new URL(resumeLink!).search);
    await expect
      .poll(() =>
        guest
          .getByRole('group', { name: /Invoice address/ })
          .getByLabel('City')
          .inputValue(),
      )
      .toBe('Leeds');
    expect(await guest.getByLabel('Do you need electricity?').inputValue()).toBe('no');
    await guest.getByRole('button', { name: 'Next' }).click();
    await fillSecondPage(guest);
    await guest.getByRole('button', { name: 'Submit' }).click();
    await guest.waitForURL(`**/guests/forms/${formId}/${written.confirmations[0]!.id}`, { timeout: 30_000 });
    await guest.getByText(DEFAULT_MESSAGE).waitFor();
    await atBothWidths(guest, 'forms-guest-confirmation');

    const guestSubmission = (await submissionsOf(formId)).find((submission) => submission.isGuest);
    expect(guestSubmission).toMatchObject({ isDraft: false, teamId: '', values: { [power.id]: 'no' } });
    expect(guestSubmission!.values[sockets.id]).toBeUndefined();
    expect(submitterName(guestSubmission!, () => 'someone')).toBe(FORM_MESSAGES.guestSubmitter);
    // The guest's file went through the callable and is stored under the submission and field.
    const [guestPlan] = guestSubmission!.values[standPlan.id] as { path: string; name: string; url: string }[];
    expect(guestPlan!.name).toBe(`plan-${run}.png`);
    expect(
      guestPlan!.path.startsWith(
        `${eventPaths(getStack().eventId).storage('submissions', guestSubmission!.id, standPlan.id)}/`,
      ),
    ).toBe(true);
    expect((await fetch(guestPlan!.url)).status).toBe(200);
    // Two public callables start cold in the Functions emulator: slow on a busy machine.
  }, 180_000);

  it("an organiser finds the guest's submission, edits the team's, and exports XLSX whose columns and values match", async () => {
    const submissions = await submissionsOf(formId);
    // The form document lists none of them (no guest grows it or reads every submission's id from it).
    expect(
      (await adminDb().doc(eventPaths(getStack().eventId).doc('forms', formId)).get()).get('submissionsIds'),
    ).toBeUndefined();
    expect(submissions.length).toBeGreaterThan(1);
    const page = await openSignedIn(browser, `/admin/forms/${formId}/submissions`, 'moderator@demo.eventflow.test');
    const table = page.getByRole('table');
    await table.getByRole('link', { name: FORM_MESSAGES.guestSubmitter, exact: true }).waitFor();
    await atBothWidths(page, 'forms-submissions');

    await page.getByLabel('Sender').selectOption('teams');
    await expect
      .poll(() => table.getByRole('link', { name: FORM_MESSAGES.guestSubmitter, exact: true }).count())
      .toBe(0);
    await table.getByRole('link', { name: /^Edit the submission of / }).click();
    const teamAnswer = submissions.find((submission) => !submission.isGuest)!;
    await page.waitForURL(`**/admin/forms/${formId}/submissions/${teamAnswer.id}/edit`);
    const city = page.getByRole('group', { name: /Invoice address/ }).getByLabel('City');
    await expect.poll(() => city.inputValue()).toBe('Leeds');
    await city.fill('York');
    await atBothWidths(page, 'forms-submission-edit');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/admin/forms/${formId}/submissions`, { timeout: 60_000 });
    await expect
      .poll(
        async () =>
          (await submissionsOf(formId)).find((submission) => submission.id === teamAnswer.id)?.values[address.id],
      )
      .toMatchObject({ city: 'York' });

    // Back on the list (filters start afresh): export the team's answers only. The list may be
    // loading again (its cache let go while the edit screen was open): Export waits for its rows.
    await page.getByLabel('Sender').selectOption('teams');
    await expect.poll(() => table.getByRole('link', { name: /^Edit the submission of / }).count()).toBe(1);
    await expect
      .poll(() => table.getByRole('link', { name: FORM_MESSAGES.guestSubmitter, exact: true }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Excel (.xlsx)').click()]);
    expect(download.suggestedFilename()).toMatch(/^stand-services-.*-submissions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [header, ...rows] = await readSheet(await download.path());
    expect(header).toEqual([
      ...SUBMISSION_REPORT_COLUMNS,
      '01 Do you need electricity?',
      '02 How many sockets?',
      '03 Invoice address',
      '04 Vehicles',
      '05 Stand plan',
    ]);
    // The export holds the rows the filters show.
    expect(rows).toHaveLength(1);
    const cells = Object.fromEntries(header!.map((title, index) => [String(title), rows[0]![index]]));
    expect(cells).toMatchObject({
      Team: expect.any(String),
      Status: 'Submitted',
      '01 Do you need electricity?': 'Yes',
      '02 How many sockets?': '3',
      '03 Invoice address': '1 Fair Way, York, LS1 1AA',
      '04 Vehicles': 'AB12 CDE | 2026-06-01',
    });
    expect(String(cells['05 Stand plan'])).toContain(`plan-${run}.png`);
  }, 180_000);

  it('a guest opening a form that is not public is told so', async () => {
    await adminDb().doc(eventPaths(getStack().eventId).doc('forms', formId)).update({ isPublic: false });
    const guest = await openPage(browser, `/guests/forms/${formId}`, 390);
    await guest.getByText(FORM_MESSAGES.formNotPublic).waitFor();
    await atBothWidths(guest, 'forms-guest-not-public');
  });
});

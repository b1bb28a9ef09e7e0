import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { fieldSchema, type Field } from '../../src/domain/forms/field';
import { confirmationSchema, fieldGroupSchema, formSchema, type FieldGroup } from '../../src/domain/forms/form';
import { FIELD_GROUP_MESSAGES } from '../../src/domain/messages';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, atBothWidths, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

const run = randomUUID().slice(0, 8);
const GROUP_TITLE = `Guest details ${run}`;
const FORM_TITLE = `Stand services ${run}`;
const paths = () => eventPaths(getStack().eventId);

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  return openSignedIn(browser, path, email);
}

async function storedFields(ids: readonly string[]): Promise<Field[]> {
  return Promise.all(
    ids.map(async (id) => fieldSchema.parse((await adminDb().doc(paths().doc('fields', id)).get()).data())),
  );
}

async function groupsTitled(title: string): Promise<FieldGroup[]> {
  const snapshot = await adminDb().collection(paths().collection('fieldGroups')).where('title', '==', title).get();
  return snapshot.docs.map((doc) => fieldGroupSchema.parse(doc.data()));
}

/** The builder: add an item of a type from the menu; the new item's card opens. */
async function addItem(page: Page, type: string): Promise<Locator> {
  await page.getByRole('button', { name: /^Add (item|the first item)$/ }).click();
  await page.locator('.form-builder-add-menu').getByRole('button', { name: type, exact: true }).click();
  return page.locator('.form-builder-item.is-open');
}

async function saveBuilder(page: Page, what: string) {
  await page.getByRole('button', { name: `Save ${what}` }).click();
  await page.getByText('all changes saved').waitFor({ timeout: 20_000 });
}

describe('building forms', () => {
  let browser: Browser;
  let admin: Page;
  let groupId = '';
  let formId = '';

  beforeAll(async () => {
    browser = await sharedBrowser();
    admin = await signedIn(browser, demoAccount('admin').email, '/admin/field-groups');
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it('an admin builds a field group whose logic shows a follow-up question within each repeat', async () => {
    await admin.getByRole('link', { name: 'Add field group' }).click();
    await admin.waitForURL(/\/admin\/field-groups\/add$/);
    await atBothWidths(admin, 'forms-add-field-group');
    await admin.getByLabel('Title').fill(GROUP_TITLE);
    await admin.getByLabel('Description').fill('One set per guest.');
    await admin.getByRole('button', { name: 'Create field group' }).click();
    await admin.waitForURL(
      (url) => /^\/admin\/field-groups\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/add'),
    );
    groupId = new URL(admin.url()).pathname.split('/').pop() ?? '';

    let card = await addItem(admin, 'Short Text');
    await card.getByLabel('Label', { exact: true }).fill('Guest name');
    await card.getByLabel('Required', { exact: true }).check();
    card = await addItem(admin, 'Dropdown');
    await card.getByLabel('Label', { exact: true }).fill('Any dietary needs?');
    await card.getByRole('button', { name: 'Add option' }).click();
    await card.getByRole('button', { name: 'Add option' }).click();
    await card.getByLabel('Option 1 label').fill('Yes');
    await card.getByLabel('Option 2 label').fill('No');
    card = await addItem(admin, 'Long Text');
    await card.getByLabel('Label', { exact: true }).fill('Dietary details');
    await card.getByRole('button', { name: 'Add conditional logic' }).click();
    await card.getByLabel('When', { exact: true }).selectOption({ label: '2. Any dietary needs?' });
    await card.getByLabel('Value', { exact: true }).selectOption('yes');
    // The preview follows the logic: the details appear once Yes is chosen there.
    const preview = admin.getByRole('region', { name: 'Preview' });
    expect(await preview.getByLabel(/Dietary details/).count()).toBe(0);
    await preview.getByLabel(/Any dietary needs/).selectOption('yes');
    await preview.getByLabel(/Dietary details/).waitFor();
    await saveBuilder(admin, 'field group');
    await atBothWidths(admin, 'forms-edit-field-group');

    const [group] = await groupsTitled(GROUP_TITLE);
    expect(group).toMatchObject({ id: groupId, isPublished: true, description: 'One set per guest.' });
    const fields = await storedFields(group!.fieldIds);
    expect(fields.map((field) => [field.type, field.label, field.fieldGroupId])).toEqual([
      ['text', 'Guest name', groupId],
      ['dropdown', 'Any dietary needs?', groupId],
      ['area', 'Dietary details', groupId],
    ]);
    expect(group!.logicMap[fields[2]!.id]!.rules[0]).toMatchObject({
      sourceId: fields[1]!.id,
      sourceValue: 'yes',
      condition: 'equals',
    });

    await admin.getByRole('link', { name: 'Settings', exact: true }).click();
    await admin.waitForURL(/\/settings$/);
    await atBothWidths(admin, 'forms-field-group-settings');
  });

  it('an organiser builds a two-page form: a dropdown whose Yes shows a hidden question, an address, a repeater, an upload and the group, then publishes it publicly', async () => {
    await admin.goto(new URL('/admin/forms', admin.url()).toString());
    await admin.getByRole('link', { name: 'Add form' }).click();
    await admin.waitForURL(/\/admin\/forms\/add$/);
    await atBothWidths(admin, 'forms-add-form');
    await admin.getByLabel('Title').fill(FORM_TITLE);
    await admin.getByLabel('Description').fill('Tell us what your stand needs.');
    await admin.getByRole('button', { name: 'Create form' }).click();
    await admin.waitForURL((url) => /^\/admin\/forms\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/add'));
    formId = new URL(admin.url()).pathname.split('/').pop() ?? '';

    // A new form starts with one field; the story replaces it.
    const starter = admin.locator('.form-builder-item').first();
    await starter.getByRole('button', { name: /^Remove / }).click();

    let card = await addItem(admin, 'Dropdown');
    await card.getByLabel('Label', { exact: true }).fill('Do you need electricity?');
    await card.getByRole('button', { name: 'Add option' }).click();
    await card.getByRole('button', { name: 'Add option' }).click();
    await card.getByLabel('Option 1 label').fill('Yes');
    await card.getByLabel('Option 2 label').fill('No');

    card = await addItem(admin, 'Number');
    await card.getByLabel('Label', { exact: true }).fill('How many sockets?');
    await card.getByLabel('Required', { exact: true }).check();
    await card.getByLabel('Minimum').fill('1');
    await card.getByLabel('Maximum').fill('12');
    await card.getByRole('button', { name: 'Add conditional logic' }).click();
    expect(await card.getByLabel('When', { exact: true }).inputValue()).toMatch(/^fieldId\|/);
    await card.getByLabel('Value', { exact: true }).selectOption('yes');

    card = await addItem(admin, 'Address');
    await card.getByLabel('Label', { exact: true }).fill('Invoice address');
    await card.getByLabel('Required', { exact: true }).check();

    card = await addItem(admin, 'New Page');
    await card.getByLabel('Page title').fill('Crew and files');

    card = await addItem(admin, 'Repeater');
    await card.getByLabel('Label', { exact: true }).fill('Vehicles');
    await card.getByLabel('Column 1 name').fill('Plate');
    await card.getByLabel('Column 2 name').fill('Arrival');
    await card.getByLabel('Column 2 type').selectOption('date');
    await card.getByLabel('Maximum rows').fill('3');

    card = await addItem(admin, 'Upload');
    await card.getByLabel('Label', { exact: true }).fill('Stand plan');
    await card.getByLabel(/^Images/).check();
    await card.getByLabel(/^Documents/).check();

    card = await addItem(admin, 'Template');
    await card.getByLabel('Label', { exact: true }).fill('Guests');
    await card.getByLabel('Field group').selectOption(groupId);
    await card.getByLabel(/^Repeatable/).check();
    await card.getByLabel('Most repeats').fill('3');
    await card.getByLabel('Repeat title').fill('Guest');

    await saveBuilder(admin, 'form');
    await atBothWidths(admin, 'forms-builder');

    const form = formSchema.parse((await adminDb().doc(paths().doc('forms', formId)).get()).data());
    const fields = await storedFields(form.fieldIds);
    expect(fields.map((field) => [field.type, field.label])).toEqual([
      ['dropdown', 'Do you need electricity?'],
      ['number', 'How many sockets?'],
      ['address', 'Invoice address'],
      ['newPage', 'Crew and files'],
      ['repeater', 'Vehicles'],
      ['upload', 'Stand plan'],
      ['template', 'Guests'],
    ]);
    expect(fields[1]).toMatchObject({ isRequired: true, min: 1, max: 12 });
    expect(fields[4]).toMatchObject({
      max: 3,
      cellSchema: { cell1: { label: 'Plate' }, cell2: { label: 'Arrival', type: 'date' } },
    });
    expect(fields[5]).toMatchObject({ accept: ['image', 'docs'], maxFileSizeMB: 50 });
    expect(fields[6]).toMatchObject({ fieldGroupId: groupId, isLooping: true, maxLoops: 3, loopPrefix: 'Guest' });
    expect(form.logicMap[fields[1]!.id]).toMatchObject({
      action: 'show',
      operator: 'ANY',
      rules: [{ sourceId: fields[0]!.id, sourceValue: 'yes' }],
    });

    await admin
      .getByRole('navigation', { name: 'This form' })
      .getByRole('link', { name: /Settings/ })
      .click();
    await admin.waitForURL(/\/settings$/);
    await admin.getByLabel('Published').check();
    await admin.getByLabel('Public (guest form)').check();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.waitForURL((url) => url.pathname === `/admin/forms/${formId}`);
    expect(formSchema.parse((await adminDb().doc(paths().doc('forms', formId)).get()).data())).toMatchObject({
      isPublished: true,
      isPublic: true,
      isEditable: false,
    });
    await admin
      .getByRole('navigation', { name: 'This form' })
      .getByRole('link', { name: /Settings/ })
      .click();
    await admin.getByLabel('Public link').waitFor();
    await atBothWidths(admin, 'forms-settings');

    await admin.goto(new URL('/admin/forms', admin.url()).toString());
    await admin.getByRole('link', { name: FORM_TITLE }).waitFor();
    await atBothWidths(admin, 'forms-manage');
  });

  it('a signed-out guest opens the public link: the hidden question appears only after Yes', async () => {
    const guest = await openPage(browser, `/guests/forms/${formId}`);
    await guest.getByLabel(/Do you need electricity/).waitFor();
    expect(await guest.getByLabel(/How many sockets/).count()).toBe(0);
    await guest.getByLabel(/Do you need electricity/).selectOption('yes');
    await guest.getByLabel(/How many sockets/).waitFor();
    await guest.close();
  });

  it('confirmations: a moderator-level screen lists the default, adds one chosen by a rule, with sanitised rich text', async () => {
    await admin.goto(new URL(`/admin/forms/${formId}/confirmations`, admin.url()).toString());
    await admin.getByRole('link', { name: 'Default confirmation' }).waitFor();
    await atBothWidths(admin, 'forms-confirmations');
    await admin.getByRole('link', { name: 'Add confirmation' }).click();
    await admin.waitForURL(/\/confirmations\/add$/);
    await admin.getByLabel('Name').fill('Power requested');
    await admin.getByRole('textbox', { name: 'Message' }).click();
    await admin.keyboard.type('We will be in touch about your power supply.');
    await admin.getByRole('button', { name: 'Add rule' }).click();
    await admin.getByLabel('When', { exact: true }).selectOption({ label: 'Do you need electricity?' });
    await admin.getByLabel('Value', { exact: true }).selectOption('yes');
    await atBothWidths(admin, 'forms-add-confirmation');
    await admin.getByRole('button', { name: 'Add confirmation' }).click();
    await admin.waitForURL((url) => url.pathname.endsWith('/confirmations'));
    await admin.getByRole('link', { name: 'Power requested' }).click();
    await admin.getByRole('button', { name: 'Published' }).click();
    await admin
      .getByRole('region', { name: 'Published view' })
      .getByText('We will be in touch about your power supply.')
      .waitFor();
    await atBothWidths(admin, 'forms-edit-confirmation');

    const form = formSchema.parse((await adminDb().doc(paths().doc('forms', formId)).get()).data());
    expect(form.confirmationIds).toHaveLength(2);
    const added = confirmationSchema.parse(
      (await adminDb().doc(paths().doc('confirmations', form.confirmationIds[1]!)).get()).data(),
    );
    expect(added).toMatchObject({
      name: 'Power requested',
      isActive: true,
      isDefault: false,
      operator: 'ANY',
      rules: [{ sourceId: form.fieldIds[0], sourceValue: 'yes' }],
    });
    expect(added.message).toContain('We will be in touch about your power supply.');
  });

  it('duplicating the field group copies it unpublished with every logic reference rewritten to the new ids', async () => {
    await admin.goto(new URL('/admin/field-groups', admin.url()).toString());
    await admin.getByRole('row').filter({ hasText: GROUP_TITLE }).getByRole('button', { name: '1 form' }).waitFor();
    await atBothWidths(admin, 'forms-field-groups');
    await admin.getByRole('button', { name: `Actions for ${GROUP_TITLE}` }).click();
    await admin.getByRole('button', { name: 'Duplicate' }).click();
    await admin.waitForURL(
      (url) => /^\/admin\/field-groups\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(groupId),
    );

    const [original] = await groupsTitled(GROUP_TITLE);
    const [copy] = await groupsTitled(`${GROUP_TITLE}${' (Copy)'}`);
    expect(copy).toMatchObject({ isPublished: false });
    expect(copy!.id).not.toBe(original!.id);
    const copiedFields = await storedFields(copy!.fieldIds);
    expect(copiedFields.map((field) => field.label)).toEqual(['Guest name', 'Any dietary needs?', 'Dietary details']);
    expect(copy!.fieldIds.some((id) => original!.fieldIds.includes(id))).toBe(false);
    expect(copiedFields.every((field) => field.fieldGroupId === copy!.id)).toBe(true);
    const [, copiedChoice, copiedDetails] = copiedFields;
    expect(Object.keys(copy!.logicMap)).toEqual([copiedDetails!.id]);
    expect(copy!.logicMap[copiedDetails!.id]!.rules[0]!.sourceId).toBe(copiedChoice!.id);
  });

  it('deleting a field group a form uses is refused with the exact message; restoring says so', async () => {
    await admin.goto(new URL('/admin/field-groups', admin.url()).toString());
    // exact: the duplicate the test before made is titled "<title> (Copy)".
    await admin.getByRole('button', { name: `Actions for ${GROUP_TITLE}`, exact: true }).click();
    await admin.getByRole('button', { name: 'Archive' }).click();
    // The archive must be stored before the archived list is opened: leaving while it is in flight
    // shows the list as it was, and the row arrives with a refetch later.
    await admin
      .getByRole('status')
      .filter({ hasText: `“${GROUP_TITLE}” archived` })
      .waitFor();
    await admin.getByRole('link', { name: /^Archived Field Groups/ }).click();
    await admin.waitForURL(/\/admin\/field-groups\/archived$/);
    const row = admin.getByRole('row').filter({ hasText: GROUP_TITLE });
    const selectedActions = admin.getByRole('region', { name: 'Actions for selected rows' });
    // The CI failure (c597764) and a run here (11:03) saw the selection drop right after '1 selected'
    // showed: the page's state was reset (cause not yet found). Pick the row again just before
    // acting (a no-op when it is still picked) so the story checks the refusal, not the reset.
    const pickRow = async () => {
      await row.getByRole('checkbox').check();
      await selectedActions.filter({ hasText: '1 selected' }).waitFor();
    };
    await pickRow();
    await atBothWidths(admin, 'forms-archived-field-groups');
    await pickRow();
    await selectedActions.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/Type CONFIRM to confirm/).fill('CONFIRM');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // The refusal is said in the dialog, which stays open until the admin closes it.
    await dialog.getByRole('alert').filter({ hasText: FIELD_GROUP_MESSAGES.usedInForms }).waitFor();
    expect(await groupsTitled(GROUP_TITLE)).toHaveLength(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await pickRow();
    await selectedActions.getByRole('button', { name: 'Restore selected' }).click();
    await admin.getByRole('status').filter({ hasText: FIELD_GROUP_MESSAGES.restored }).waitFor();
    expect((await groupsTitled(GROUP_TITLE))[0]).toMatchObject({ isArchived: false });
  });

  it('archiving forms in bulk moves them to Archived Forms', async () => {
    await admin.goto(new URL('/admin/forms', admin.url()).toString());
    await admin.getByRole('row').filter({ hasText: FORM_TITLE }).getByRole('checkbox').check();
    await admin
      .getByRole('region', { name: 'Actions for selected rows' })
      .getByRole('button', { name: 'Archive' })
      .click();
    // The archived list may show the row before the write is stored; the banner says it is.
    await admin
      .getByRole('status')
      .filter({ hasText: `“${FORM_TITLE}” archived` })
      .waitFor();
    await admin.getByRole('link', { name: 'Archived' }).first().click();
    await admin.waitForURL(/\/admin\/forms\/archived$/);
    await admin.getByRole('row').filter({ hasText: FORM_TITLE }).waitFor();
    await atBothWidths(admin, 'forms-archived');
    expect(formSchema.parse((await adminDb().doc(paths().doc('forms', formId)).get()).data()).isArchived).toBe(true);
  });
});

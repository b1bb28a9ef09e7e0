import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, atBothWidths, openSignedIn } from '../support/browser';
import { getStack } from '../support/stack';

// Custom fields in Chromium: adding one gives every team its default value; deleting it removes
// the value from every team again.

const paths = eventPaths(getStack().eventId);

const shoot = (page: Page, name: string, ready: () => Promise<unknown>) =>
  atBothWidths(page, `custom-fields-${name}`, { ready });

/** Every team's value of one custom field (undefined where a team has none). */
async function valuesOnTeams(fieldId: string): Promise<unknown[]> {
  const teams = await adminDb().collection(paths.collection('teams')).get();
  return teams.docs.map((team) => (team.get('customFields') as Record<string, unknown> | undefined)?.[fieldId]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
});

describe('custom fields', () => {
  it(
    'adding a Yes/No field sets No on every team; deleting it removes it from every team',
    { timeout: 120_000 },
    async () => {
      const label = `Needs power ${randomUUID().slice(0, 8)}`;
      const page = await openSignedIn(browser, '/admin/custom-fields', demoAccount('admin').email);
      await page.getByRole('heading', { name: 'Custom Fields', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Add field' }).first().click();
      await page.getByRole('heading', { name: 'Add Custom Field', level: 1 }).waitFor();
      // Saving without a label explains what is missing.
      await page.getByRole('button', { name: 'Add field' }).click();
      await page.locator('.invalid-feedback').first().waitFor();
      await shoot(page, 'add', () => page.getByLabel('Label').waitFor());

      await page.getByLabel('Label').fill(label);
      await page.getByLabel('Type').selectOption({ label: 'Yes/No' });
      await page.getByRole('button', { name: 'Add field' }).click();
      await page.getByRole('heading', { name: 'Custom Fields', level: 1 }).waitFor();
      await page.getByRole('link', { name: label, exact: true }).waitFor();
      await shoot(page, 'list', () => page.getByRole('link', { name: label, exact: true }).waitFor());

      const stored = await adminDb().collection(paths.collection('customFields')).where('label', '==', label).get();
      expect(stored.size).toBe(1);
      const fieldId = stored.docs[0]!.id;
      const values = await valuesOnTeams(fieldId);
      expect(values.length).toBeGreaterThan(0);
      expect(new Set(values)).toEqual(new Set([false]));

      // On edit the type is fixed.
      await page.getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { name: 'Edit Custom Field', level: 1 }).waitFor();
      expect(await page.getByLabel('Type').isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: `Delete ${label}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Type CONFIRM to confirm').fill('CONFIRM');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await page.getByRole('link', { name: label, exact: true }).waitFor({ state: 'detached' });
      expect((await adminDb().doc(paths.doc('customFields', fieldId)).get()).exists).toBe(false);
      expect(new Set(await valuesOnTeams(fieldId))).toEqual(new Set([undefined]));
    },
  );
});

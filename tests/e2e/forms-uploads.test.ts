import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GUEST_UPLOAD_TOO_LARGE } from '../../src/domain/forms/guest-callables';
import { submissionSchema, type Submission } from '../../src/domain/forms/submission';
import { eventPaths } from '../../src/domain/paths';
import { adminDb } from '../support/auth-people';
import { releaseBrowser, sharedBrowser, openPage, takePicture, openSignedIn } from '../support/browser';
import { fieldOf, writeForm, type WrittenForm } from '../support/forms-admin';
import { makePng } from '../support/images';
import { getStack } from '../support/stack';

const MEMBER_EMAIL = 'member@demo.eventflow.test';
const FILES = `/tmp/uploads-files-${randomUUID().slice(0, 8)}`;
const run = randomUUID().slice(0, 8);

// A form whose upload field takes PDFs only (several), after a question answered first.
const company = fieldOf('text', { label: 'Company name', isRequired: true });
const plans = fieldOf('upload', { label: 'Stand plans', accept: ['pdf'], isMulti: true });
/** A PDF of this size on disk (Playwright streams files from a path; large buffers are slow to pass). */
async function pdf(name: string, megabytes = 0.01): Promise<string> {
  const path = `${FILES}/${name}`;
  await writeFile(path, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.round(megabytes * 1e6))]));
  return path;
}
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng(64, 64) });

async function submissionsOf(formId: string): Promise<Submission[]> {
  const snapshot = await adminDb()
    .collection(eventPaths(getStack().eventId).collection('submissions'))
    .where('formId', '==', formId)
    .get();
  return snapshot.docs.map((doc) => submissionSchema.parse(doc.data()));
}

/** The upload field (label, hint, files, drop zone) at both widths, pictured when pictures are on. */
async function shootField(page: Page, field: Locator, name: string): Promise<void> {
  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await field.scrollIntoViewIfNeeded();
    await takePicture(field, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

describe('uploads on forms', () => {
  let browser: Browser;
  let written: WrittenForm;

  beforeAll(async () => {
    await mkdir(FILES, { recursive: true });
    written = await writeForm(adminDb(), getStack().eventId, {
      title: `Stand plans ${run}`,
      fields: [company, plans],
      confirmations: [{ name: 'Default', message: '<p>Thanks, we have your plans.</p>' }],
      isPublic: true,
    });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await rm(FILES, { recursive: true, force: true });
  });

  it('a team member: a PDF-only field refuses a PNG as it is chosen, saying why, keeps the answers, and sends the PDF with a bar per file', async () => {
    const page = await openSignedIn(browser, '/forms', MEMBER_EMAIL);
    await page
      .getByRole('listitem')
      .filter({ hasText: `Stand plans ${run}` })
      .getByRole('link', { name: 'Start' })
      .click();
    await page.waitForURL(`**/forms/${written.form.id}`);
    // The first form a fresh browser opens loads the form screen's code: allow a loaded machine time.
    await page.getByLabel(/Company name/).waitFor({ timeout: 60_000 });

    const field = page.locator(`[data-field-key="${plans.id}"]`);
    await page.getByLabel(/Company name/).fill(`Acme ${run}`);
    await expect.poll(() => field.textContent()).toContain('PDF up to 50 MB each.');
    await shootField(page, field, 'member-choosing');

    await page.getByLabel('Stand plans').setInputFiles(png('stand.png'));
    const reason = field.getByRole('alert');
    await expect
      .poll(() => reason.textContent())
      .toBe("stand.png: This type of file can't be uploaded. Allowed types: pdf.");
    expect(await field.getByRole('button', { name: 'Remove stand.png' }).count()).toBe(0);
    expect(await page.getByLabel(/Company name/).inputValue()).toBe(`Acme ${run}`);
    await shootField(page, field, 'member-refused');

    await page.getByLabel('Stand plans').setInputFiles([await pdf('hall-a.pdf', 2), await pdf('hall-b.pdf', 2)]);
    await field.getByRole('button', { name: 'Remove hall-b.pdf' }).waitFor();
    expect(await reason.count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    // Each file has its own bar while it uploads (they may be quick: seen, or already sent).
    const barOrSent = (name: string) =>
      Promise.race([
        field.getByRole('progressbar', { name: `Uploading ${name}` }).waitFor({ timeout: 10_000 }),
        page.waitForURL((url) => !url.pathname.endsWith(written.form.id)),
      ]);
    await barOrSent('hall-a.pdf');
    const bar = field.getByRole('progressbar', { name: 'Uploading hall-a.pdf' });
    if (await bar.isVisible()) {
      // The second file's bar shows once its own upload reports, which may be a moment later.
      await barOrSent('hall-b.pdf');
      // The upload may finish, and the form give way to its confirmation, before the picture is taken.
      await takePicture(field, 'member-progress-1400').catch(() => undefined);
    }
    await page.getByText('Thanks, we have your plans.').waitFor({ timeout: 30_000 });
    const [sent] = (await submissionsOf(written.form.id)).filter((submission) => !submission.isGuest);
    expect(sent?.values[company.id]).toBe(`Acme ${run}`);
    expect((sent?.values[plans.id] as { name: string }[]).map((file) => file.name).sort()).toEqual([
      'hall-a.pdf',
      'hall-b.pdf',
    ]);
    await page.close();
  });

  it('a guest: the hint says 10 MB, a 12 MB file is refused when chosen, and while sending each file shows a bar', async () => {
    const page = await openPage(browser, `/guests/forms/${written.form.id}`);
    await page.getByRole('heading', { name: `Stand plans ${run}` }).waitFor({ timeout: 60_000 });
    const field = page.locator(`[data-field-key="${plans.id}"]`);
    await page.getByLabel(/Company name/).fill(`Guest stand ${run}`);
    await expect
      .poll(() => field.textContent())
      .toContain('PDF up to 10 MB each. Files sent with this form may add up to 10 MB.');
    await shootField(page, field, 'guest-choosing');

    await page.getByLabel('Stand plans').setInputFiles(await pdf('big.pdf', 12));
    await expect
      .poll(() => field.getByRole('alert').textContent())
      .toBe('big.pdf: The file is too large. The limit is 10 MB.');
    await page.getByLabel('Stand plans').setInputFiles([await pdf('plan.pdf', 6), await pdf('extra.pdf', 6)]);
    await expect.poll(() => field.getByRole('alert').textContent()).toBe(`extra.pdf: ${GUEST_UPLOAD_TOO_LARGE}`);
    expect(await page.getByLabel(/Company name/).inputValue()).toBe(`Guest stand ${run}`);
    await shootField(page, field, 'guest-refused');

    // Hold the call a moment so the bars can be seen.
    await page.route('**/addGuestSubmissionPublic', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await field.getByRole('progressbar', { name: 'Uploading plan.pdf' }).waitFor({ state: 'attached' });
    await shootField(page, field, 'guest-progress');
    await page.getByText('Thanks, we have your plans.').waitFor({ timeout: 30_000 });
    const guestSent = (await submissionsOf(written.form.id)).find((submission) => submission.isGuest);
    expect((guestSent?.values[plans.id] as { name: string }[]).map((file) => file.name)).toEqual(['plan.pdf']);
    await page.close();
  });
});

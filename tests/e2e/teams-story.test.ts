import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { linkIn, waitForMail } from '../support/auth-people';
import {
  releaseBrowser,
  sharedBrowser,
  openPage,
  portalUrl,
  atBothWidths,
  takePicture,
  openSignedIn,
} from '../support/browser';

// The teams story in Chromium against the built portal: an admin sets up a team type and a team,
// the owner arrives through the welcome mail, invites a member and adds a stand share, and the
// parent team then cannot be deleted. Every name is fresh: other test files share the data.

/** The current screen at 1400 px and at 390 px (the phone layout), pictured when pictures are on. */
const shoot = (page: Page, name: string, ready: () => Promise<unknown> = async () => undefined) =>
  atBothWidths(page, `teams-${name}`, { ready });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 }).waitFor();

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
});

describe('the teams story', () => {
  it(
    'admin adds a type and a team; the owner sets a password, invites a member and adds a stand share; the parent cannot be deleted',
    { timeout: 180_000 },
    async () => {
      const id = randomUUID().slice(0, 8);
      const teamTypeName = `Exhibitors ${id}`;
      const teamName = `Acme Stands ${id}`;
      const standShareName = `Beta Partners ${id}`;
      const ownerEmail = `owner-${id}@example.test`;
      const memberEmail = `member-${id}@example.test`;
      const standShareOwnerEmail = `share-owner-${id}@example.test`;

      // ── The admin adds a team type ──
      const admin = await openSignedIn(browser, '/admin/team-types', demoAccount('admin').email);
      await heading(admin, 'Team Types');
      await admin.getByRole('table', { name: 'Team types' }).waitFor();
      await admin.getByRole('link', { name: 'Add team type' }).first().click();
      await heading(admin, 'Add Team Type');
      // Saving without a name explains what is missing.
      await admin.getByRole('button', { name: 'Add team type' }).click();
      await admin.getByText('Enter the team type name').waitFor();
      await shoot(admin, 'add-team-type', () =>
        admin.getByRole('group', { name: 'Teams' }).locator('input').first().waitFor(),
      );
      // By its accessible name: the label's text also holds the required star (hidden from screen readers).
      await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(teamTypeName);
      await admin.getByRole('button', { name: 'Add team type' }).click();
      await heading(admin, 'Team Types');
      await admin.getByRole('link', { name: teamTypeName }).first().waitFor();
      await shoot(admin, 'team-types', () => admin.getByRole('table', { name: 'Team types' }).waitFor());

      // ── …and a team of that type, with its owner ──
      await admin.goto(portalUrl('/admin/teams/add-team'));
      await heading(admin, 'Add Team');
      await admin.getByLabel('Team name').fill(teamName);
      await admin.getByLabel('Team type').selectOption({ label: teamTypeName });
      await admin.getByLabel('First name').fill('Olga');
      await admin.getByLabel('Last name').fill(`Owner ${id}`);
      await admin.getByLabel('Email').fill('not-an-email');
      await admin.getByRole('button', { name: 'Add team' }).click();
      await admin.getByText('Enter a valid email address').waitFor();
      await shoot(admin, 'add-team-invalid');
      await admin.getByLabel('Email').fill(ownerEmail.toUpperCase());
      // A double click adds the team once (the button is disabled while saving).
      await admin.getByRole('button', { name: 'Add team' }).dblclick();
      await heading(admin, teamName);
      await admin.getByText(`Olga Owner ${id}`).first().waitFor();
      await shoot(admin, 'view-team', () => admin.getByRole('table', { name: 'Team members' }).waitFor());

      // The edit screen shows the type the team is in.
      await admin.getByRole('link', { name: 'Edit team' }).click();
      await heading(admin, `Edit ${teamName}`);
      // The crumb of the team's own screen is named after the team.
      await admin.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: teamName }).waitFor();
      await expect.poll(() => admin.getByLabel('Team type').locator('option:checked').textContent()).toBe(teamTypeName);
      await shoot(admin, 'edit-team');

      // ── The owner's welcome mail, the set-password link, and the first sign-in ──
      const welcome = await waitForMail(ownerEmail);
      const setPasswordLink = linkIn(welcome, '/auth/set-password');
      const owner = await openPage(browser, `${setPasswordLink.pathname}${setPasswordLink.search}`);
      await owner.getByRole('heading', { name: 'Set your password' }).waitFor();
      const ownerPassword = `owner-${id}-secret`;
      await owner.getByLabel('New password', { exact: true }).fill(ownerPassword);
      await owner.getByLabel('Confirm new password').fill(ownerPassword);
      await owner.getByRole('button', { name: 'Set password' }).click();
      // Setting the password signs the owner in and leaves the sign-in screens.
      await owner.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await owner.goto(portalUrl('/my-team'));
      await heading(owner, teamName);
      await shoot(owner, 'my-team-new', () => owner.getByRole('table', { name: 'Team members' }).waitFor());

      // ── The owner invites a member ──
      await owner.getByRole('link', { name: 'Invite member' }).click();
      await heading(owner, 'Invite Team Member');
      await owner.getByRole('button', { name: 'Send invitation' }).click();
      await owner.getByText('Enter the first name').waitFor();
      await shoot(owner, 'my-team-add-member-invalid');
      await owner.getByLabel('First name').fill('Mia');
      await owner.getByLabel('Last name').fill(`Member ${id}`);
      await owner.getByLabel('Email').fill(memberEmail);
      await owner.getByRole('button', { name: 'Send invitation' }).click();
      await heading(owner, teamName);
      await owner.getByRole('cell', { name: `Mia Member ${id}`, exact: true }).waitFor();
      const memberMail = await waitForMail(memberEmail);
      expect(memberMail.subject.length).toBeGreaterThan(0);
      linkIn(memberMail, '/auth/set-password');

      // ── …and adds a stand share ──
      await owner.getByRole('link', { name: 'Add stand share' }).click();
      await heading(owner, 'Add Stand Share');
      await owner.getByLabel('Team name').fill(standShareName);
      await owner.getByLabel('First name').fill('Sam');
      await owner.getByLabel('Last name').fill(`Share ${id}`);
      await owner.getByLabel('Email').fill(standShareOwnerEmail);
      await shoot(owner, 'my-team-add-stand-share');
      await owner.getByRole('button', { name: 'Add stand share' }).click();
      await heading(owner, teamName);
      await owner.getByText(standShareName, { exact: true }).waitFor();
      await shoot(owner, 'my-team', () => owner.getByText(standShareName, { exact: true }).waitFor());
      linkIn(await waitForMail(standShareOwnerEmail), '/auth/set-password');
      await owner.close();

      // ── The admin sees the stand share under its parent, and cannot delete the parent ──
      await admin.goto(portalUrl('/admin/teams'));
      await heading(admin, 'Teams');
      const rows = admin.getByRole('table', { name: 'Teams' }).locator('tbody tr');
      await rows.filter({ hasText: standShareName }).waitFor();
      const names = await rows.locator('a.fw-semibold').allTextContents();
      expect(names.indexOf(standShareName)).toBe(names.indexOf(teamName) + 1);
      await expect
        .poll(() => rows.filter({ hasText: standShareName }).textContent())
        .toContain(`Stand share of ${teamName}`);
      await shoot(admin, 'manage', () => rows.first().waitFor());

      await admin.getByRole('button', { name: `Delete ${teamName}`, exact: true }).click();
      const dialog = admin.getByRole('dialog');
      const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Type CONFIRM to confirm').fill('confirm');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Type CONFIRM to confirm').fill('CONFIRM');
      await confirm.click();
      await expect
        .poll(() => dialog.locator('.alert-danger').textContent(), { timeout: 15_000 })
        .toBe("Can't delete a team with stand shares still in it");
      await takePicture(admin, 'teams-delete-refused-1400', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Nothing was lost: the parent and its stand share are both still listed.
      await rows.filter({ hasText: teamName }).first().waitFor();
      expect(await rows.filter({ hasText: standShareName }).count()).toBe(1);

      // ── Bulk delete (admins): the parent alone is refused with the message per team… ──
      const parentRow = rows.filter({ has: admin.getByRole('link', { name: teamName, exact: true }) });
      const childRow = rows.filter({ has: admin.getByRole('link', { name: standShareName, exact: true }) });
      await parentRow.getByRole('checkbox').check();
      const bulkArea = admin.getByRole('region', { name: 'Actions for selected rows' });
      await bulkArea.getByText('1 selected').waitFor();
      await bulkArea.getByRole('button', { name: 'Delete selected' }).click();
      await dialog.getByLabel('Type CONFIRM to confirm').fill('CONFIRM');
      await shoot(admin, 'bulk-delete', () => dialog.waitFor());
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect
        .poll(() => dialog.getByRole('list', { name: 'Teams not deleted' }).textContent(), { timeout: 15_000 })
        .toBe(`${teamName}: Can't delete a team with stand shares still in it`);
      await takePicture(admin, 'teams-bulk-delete-refused-1400', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // …and with its stand share picked too, both go (the stand share first).
      await parentRow.getByRole('checkbox').check();
      await childRow.getByRole('checkbox').check();
      await bulkArea.getByText('2 selected').waitFor();
      await bulkArea.getByRole('button', { name: 'Delete selected' }).click();
      await dialog.getByLabel('Type CONFIRM to confirm').fill('CONFIRM');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
      await admin.getByText('2 teams were deleted').waitFor();
      await expect.poll(() => rows.filter({ hasText: teamName }).count()).toBe(0);
      await admin.close();
    },
  );
});

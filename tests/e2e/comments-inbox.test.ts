import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../scripts/demo-accounts';
import { DEMO_TEAM_ID } from '../../scripts/seed';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, mailsTo } from '../support/auth-people';
import { seriousAxeViolations } from '../support/axe';
import { DEMO_TEAM_NAME, seedDemoTeamTask } from '../support/demo-team-task';
import { releaseBrowser, sharedBrowser, openSignedIn, atBothWidths } from '../support/browser';
import { getStack } from '../support/stack';

const memberEmail = demoAccount('teamMember').email;

describe('comments inbox: an organiser answers a team from the inbox, and the team reads it on its tasks', () => {
  const paths = eventPaths(getStack().eventId);
  const task = { id: `inbox-${randomUUID().slice(0, 8)}`, title: `Rigging plan ${randomUUID().slice(0, 6)}` };
  const question = `Can we hang a banner from the truss? ${task.id}`;
  const answer = `Yes, up to 20 kg, fixed by the venue's riggers. ${task.id}`;
  let browser: Browser;
  let organiser: Page;
  let member: Page;

  beforeAll(async () => {
    await seedDemoTeamTask(task, new Date(Date.now() + 10 * 86_400_000).toISOString());
    browser = await sharedBrowser();
    [organiser, member] = await Promise.all([
      openSignedIn(browser, '/admin/comments', demoAccount('moderator').email),
      openSignedIn(browser, '/tasks', memberEmail),
    ]);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    // The demo event is shared: its risk, reminders and inbox must not keep this task or its thread.
    const db = adminDb();
    for (const name of ['comments', 'replies'] as const) {
      const posts = await db.collection(paths.collection(name)).where('taskId', '==', task.id).get();
      await Promise.all(posts.docs.map((post) => post.ref.delete()));
    }
    await db.doc(paths.doc('tasks', task.id)).delete();
    await db.doc(paths.taskStatus(task.id, DEMO_TEAM_ID)).delete();
  });

  const thread = () => organiser.getByRole('listitem', { name: `${task.title} · ${DEMO_TEAM_NAME}` });

  it("the team's question arrives in the inbox, waiting for an answer, found by the team's name", async () => {
    await member.getByRole('button', { name: new RegExp(task.title) }).click();
    const drawer = member.locator('.task-drawer');
    await drawer.getByPlaceholder('Write a comment').fill(question);
    await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
    await drawer.getByTestId('comment').getByText(question).waitFor();

    await organiser.getByRole('combobox', { name: 'Team' }).fill('northwind');
    await organiser.getByRole('option', { name: DEMO_TEAM_NAME }).click();
    await thread().waitFor({ timeout: 30_000 });
    expect(await thread().getByTestId('latest-text').textContent()).toBe(question);
    expect(await thread().textContent()).toContain('Awaiting answer');
    expect(await thread().textContent()).toContain('Marcus Mendes');
    await atBothWidths(organiser, 'comments-inbox', { ready: () => thread().waitFor() });
  });

  it('the organiser answers in place; the team sees the answer on /tasks and is emailed', async () => {
    await thread().getByRole('button', { name: 'Answer' }).click();
    await thread().getByLabel('Your answer').fill(answer);
    // The thread and its answer box open, and the task picker's matches showing.
    await organiser.getByRole('combobox', { name: 'Task' }).fill('rigging');
    await organiser.getByRole('option', { name: task.title }).waitFor();
    expect(await seriousAxeViolations(organiser, 'main')).toEqual([]);
    await organiser.getByRole('combobox', { name: 'Task' }).fill('');
    await organiser.getByRole('combobox', { name: 'Task' }).press('Escape');
    await atBothWidths(organiser, 'comments-inbox-answer', {
      ready: () => thread().getByLabel('Your answer').waitFor(),
    });
    await thread().getByRole('button', { name: 'Send answer' }).click();
    await expect.poll(() => thread().getByTestId('latest-text').textContent(), { timeout: 30_000 }).toBe(answer);
    expect(await thread().textContent()).toContain('Answered');

    await member.locator('.task-drawer').getByTestId('reply').getByText(answer).waitFor({ timeout: 30_000 });
    // Generous waits: a freshly started stack's functions answer their first calls slowly on a busy machine.
    await expect
      .poll(async () => (await mailsTo(memberEmail)).some((mail) => mail.text.includes(answer)), { timeout: 60_000 })
      .toBe(true);
  }, 120_000);

  it('the organiser marks it handled: it leaves the open list and shows under Handled', async () => {
    await thread().getByRole('button', { name: 'Mark handled' }).click();
    await thread().waitFor({ state: 'detached' });
    await organiser.getByRole('button', { name: 'Handled', exact: true }).click();
    await thread().getByRole('button', { name: 'Reopen' }).waitFor();
    expect(await thread().textContent()).toContain('Handled');
  });
});

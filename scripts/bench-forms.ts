// Benchmark: a form of 200 fields with a template looped 10 times, filled in by the demo team member
// in headless Chromium against a fresh local stack and the built portal. Prints how long the form
// takes to render once its data has arrived, how long each keystroke takes to reach the page, and
// how long Submit takes to reach the confirmation. Usage: npm run bench (last step) or
// npx tsx scripts/bench-forms.ts
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_TEAM_ID } from './seed';
import { submissionSchema } from '../src/domain/forms/submission';
import { eventPaths } from '../src/domain/paths';
import type { Field } from '../src/domain/forms/field';
import { adminDb } from '../tests/support/auth-people';
import { launchBrowser, openPage, signIn } from '../tests/support/browser';
import { fieldOf, writeForm } from '../tests/support/forms-admin';
import { getStack } from '../tests/support/stack';
import setupStack from '../tests/setup/global-stack';
import servePortal from '../tests/setup/global-portal';

const FIELD_COUNT = 200;
const LOOPS = 10;
const KEYSTROKES = 40;

/** A realistic mix: every answer type, layout items between them, and logic on one field in ten. */
function benchFields(groupId: string): { fields: Field[]; logicMap: Record<string, unknown> } {
  const options = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((label) => ({
    label,
    value: label.toLowerCase(),
  }));
  const makers: ((index: number) => Field)[] = [
    (index) => fieldOf('text', { label: `Question ${index}` }),
    (index) => fieldOf('email', { label: `Email ${index}` }),
    (index) => fieldOf('number', { label: `Number ${index}`, min: 0, max: 1000 }),
    (index) => fieldOf('dropdown', { label: `Choice ${index}`, options }),
    (index) => fieldOf('area', { label: `Notes ${index}` }),
    (index) => fieldOf('date', { label: `Date ${index}` }),
    (index) => fieldOf('checkbox', { label: `Tick ${index}` }),
    (index) => fieldOf('address', { label: `Address ${index}` }),
    (index) => fieldOf('fullName', { label: `Name ${index}` }),
    (index) =>
      fieldOf('itemList', {
        label: `Items ${index}`,
        items: [1, 2, 3].map((item) => ({
          itemId: `i${index}-${item}`,
          label: `Item ${item}`,
          price: item * 2.5,
          description: '',
        })),
      }),
    (index) => fieldOf('repeater', { label: `Rows ${index}` }),
    (index) => fieldOf('tel', { label: `Phone ${index}` }),
    (index) => fieldOf('section', { label: `Section ${index}` }),
    (index) =>
      fieldOf('callout', {
        label: `Note ${index}`,
        description: '<p>Please read this.</p>',
        style: index % 2 ? 'warning' : 'default',
      }),
  ];
  const fields: Field[] = [
    fieldOf('template', {
      label: 'Staff',
      fieldGroupId: groupId,
      isLooping: true,
      maxLoops: LOOPS,
      loopPrefix: 'Staff member',
    }),
  ];
  for (let index = 1; fields.length < FIELD_COUNT - 1; index++) fields.push(makers[index % makers.length]!(index));
  fields.push(fieldOf('grandTotal', { label: 'Order total' }));
  const dropdowns = fields.filter((field) => field.type === 'dropdown');
  const logicMap: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    if (index % 10 !== 5 || field.type === 'dropdown') return;
    const source = dropdowns[index % dropdowns.length]!;
    logicMap[field.id] = {
      action: 'hide',
      rules: [{ sourceId: source.id, sourceType: 'fieldId', sourceValue: 'echo' }],
    };
  });
  return { fields, logicMap };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const stopStack = await setupStack();
const stopPortal = await servePortal();
const browser = await launchBrowser();
try {
  const stack = getStack();
  const groupId = `bench-group-${randomUUID().slice(0, 8)}`;
  const groupFields = Array.from({ length: 10 }, (_, index) =>
    index % 3 === 2
      ? fieldOf('number', { label: `Staff number ${index}` })
      : fieldOf('text', { label: `Staff detail ${index}` }),
  );
  const { fields, logicMap } = benchFields(groupId);
  const { form } = await writeForm(adminDb(), stack.eventId, {
    title: `Bench form ${randomUUID().slice(0, 8)}`,
    fields,
    logicMap,
    fieldGroups: [{ id: groupId, title: 'Staff', fields: groupFields }],
    confirmations: [{ name: 'Default', message: '<p>Thank you.</p>' }],
  });
  // The team's draft holds ten loops of the template, so the form opens with all of them.
  const draftId = `bench-draft-${randomUUID().slice(0, 8)}`;
  const at = new Date().toISOString();
  await adminDb()
    .doc(eventPaths(stack.eventId).doc('submissions', draftId))
    .set(
      submissionSchema.parse({
        id: draftId,
        formId: form.id,
        teamId: DEMO_TEAM_ID,
        isDraft: true,
        values: { [fields[0]!.id]: { loopCount: LOOPS, templateValues: Array.from({ length: LOOPS }, () => ({})) } },
        createdAt: at,
        updatedAt: at,
        createdBy: 'demo-team-member',
        updatedBy: 'demo-team-member',
      }),
    );

  const page = await openPage(browser, '/forms');
  await page.waitForURL(/\/auth\/login/);
  await signIn(page, 'member@demo.eventflow.test', DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/forms');
  // Marks when the form's DOM first appears and when the frame after it has been laid out.
  await page.evaluate(() => {
    const marks = window as unknown as { formShownAt?: number; formLaidOutAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('form.form-fill')) return;
      observer.disconnect();
      marks.formShownAt = performance.now();
      requestAnimationFrame(() => {
        void document.body.offsetHeight;
        marks.formLaidOutAt = performance.now();
      });
    }).observe(document.body, { childList: true, subtree: true });
  });
  // Main-thread CPU time (Chrome's ThreadTime) next to wall time: this machine is shared, and the
  // CPU time says what the page itself spent, however busy the machine was.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Performance.enable');
  const threadSeconds = async () =>
    (await devtools.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')!.value;
  const continueLink = page
    .getByRole('listitem')
    .filter({ hasText: form.title })
    .getByRole('link', { name: 'Continue' });
  await continueLink.waitFor();
  const cpuBeforeOpen = await threadSeconds();
  // Opened from the list inside the app, as a person would, so the marks above stay in place.
  await continueLink.click();
  // A cheap wait: role queries would walk the 6,000 new nodes while the form renders and be timed with it.
  await page.waitForFunction(
    () => (window as unknown as { formLaidOutAt?: number }).formLaidOutAt !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  const openCpuMs = ((await threadSeconds()) - cpuBeforeOpen) * 1000;

  const render = await page.evaluate(() => {
    const { formShownAt = 0, formLaidOutAt = 0 } = window as unknown as {
      formShownAt?: number;
      formLaidOutAt?: number;
    };
    const responses = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.responseEnd <= formShownAt && /documents|:runQuery|:batchGet/.test(entry.name),
    );
    const dataReadyAt = Math.max(...responses.map((entry) => entry.responseEnd));
    return { renderMs: formLaidOutAt - dataReadyAt, fieldCount: document.querySelectorAll('[data-field-key]').length };
  });

  /** Types into one input in the page itself: each keystroke until the DOM is updated and laid out. */
  const typeInto = (selector: string) =>
    page.evaluate(
      async ({ selector, count }) => {
        const input = document.querySelector<HTMLInputElement>(selector)!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const times: number[] = [];
        for (let index = 0; index < count; index++) {
          const started = performance.now();
          setValue.call(input, `${input.value}a`);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise((resolve) => setTimeout(resolve, 0));
          void document.body.offsetHeight;
          times.push(performance.now() - started);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
        return times;
      },
      { selector, count: KEYSTROKES },
    );
  const middleText = fields.filter((field) => field.type === 'text')[8]!;
  const cpuBeforeTyping = await threadSeconds();
  const formKeystrokes = await typeInto(`[data-field-key="${middleText.id}"] input`);
  const loopKeystrokes = await typeInto(`[data-field-key="${fields[0]!.id}.${LOOPS - 1}.${groupFields[0]!.id}"] input`);
  const keystrokes = [...formKeystrokes, ...loopKeystrokes];
  const keystrokeCpuMs = (((await threadSeconds()) - cpuBeforeTyping) * 1000) / keystrokes.length;

  const submitStarted = performance.now();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 60_000 });
  const submitMs = performance.now() - submitStarted;

  console.log(`forms: ${FIELD_COUNT} fields with a template looped ${LOOPS} times (${render.fieldCount} items drawn)`);
  console.log(
    `forms: render ${render.renderMs.toFixed(0)} ms after the data arrived (goal < 500 ms); opening took ${openCpuMs.toFixed(0)} ms of main-thread CPU, loading included`,
  );
  console.log(
    `forms: keystroke median ${median(keystrokes).toFixed(1)} ms, slowest ${Math.max(...keystrokes).toFixed(1)} ms over ${keystrokes.length} (goal < 50 ms); ${keystrokeCpuMs.toFixed(1)} ms of main-thread CPU each`,
  );
  console.log(`forms: submit to confirmation ${submitMs.toFixed(0)} ms (goal < 1 s)`);
  console.log(
    `forms: load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${cpus().length} cores`,
  );
} finally {
  await browser.close();
  await stopPortal?.();
  await stopStack?.();
}
process.exit(0);

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings in one part of the screen as it stands (the element `selector` names). */
export async function seriousAxeViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Element,
        ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    const { violations } = await axe.run(document.querySelector(within)!);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`);
  }, selector);
}

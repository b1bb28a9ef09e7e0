import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chromiumPath,
  DISABLED_FEATURES_SWITCH,
  launchBrowser,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from '../support/browser';

// Chromium takes the last --disable-features it is given and drops the others, so the stories'
// browser must name Playwright's own again. What a browser's processes run with is in their command
// lines: its child processes are started with the features in force.

/** Every Chromium process's command line (a child's arguments are one string, the browser's NUL-separated). */
function chromiumCommandLines(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        return line.includes('chromium') ? [line] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** The features switched off in the processes of the browser launched with `marker` among its arguments. */
function featuresOffIn(marker: string): string[] {
  const lines = chromiumCommandLines();
  const browserLine = lines.find((line) => line.includes(marker) && !line.includes('--type='));
  const profile = /--user-data-dir=(\S+)/.exec(browserLine ?? '')?.[1];
  if (!profile) throw new Error(`No browser launched with ${marker} is running`);
  const gpuProcess = lines.find((line) => line.includes(`--user-data-dir=${profile}`) && line.includes('--type=gpu'));
  const features = /--disable-features=(\S+)/.exec(gpuProcess ?? '')?.[1];
  if (!features) throw new Error(`The browser of ${profile} has no child process with --disable-features`);
  return features.split(',').sort();
}

describe("the stories' browser", () => {
  const browsers: Browser[] = [];
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  it('lists exactly the features Playwright switches off by itself', async () => {
    const marker = `--eventflow-launch-check=${crypto.randomUUID()}`;
    browsers.push(
      await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', marker] }),
    );
    expect(featuresOffIn(marker)).toEqual([...PLAYWRIGHT_DISABLED_FEATURES].sort());
  });

  it("runs with Playwright's features and the omnibox popup switched off", async () => {
    browsers.push(await launchBrowser());
    expect(featuresOffIn(DISABLED_FEATURES_SWITCH)).toEqual(
      [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].sort(),
    );
  });
});

import { chromium } from 'playwright-core';
const base = process.env.EVENTFLOW_PORTAL_URL!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(new URL('/auth/login', base).toString());
await page.locator('#login-email').fill('admin@demo.eventflow.test', { timeout: 60000 });
await page.locator('#login-password').fill('eventflow-demo');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 60000 });
await page.goto(new URL('/admin/forms', base).toString());
await page.getByText('Stand requirements').first().waitFor(); await page.waitForTimeout(500);
console.log(await page.evaluate(() => {
  const t = document.querySelector('table')!; const r = t.parentElement!; const chain=[];for(let e=t;e;e=e.parentElement){chain.push(e.className.slice(0,40)+':'+e.clientWidth+'/'+e.scrollWidth+':'+getComputedStyle(e).overflowX);}
  const cells = [...t.querySelectorAll('tbody tr:first-child td')].map((c) => `${c.className}:${Math.round(c.getBoundingClientRect().width)}`);
  const wide = [...t.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 2 && getComputedStyle(e).whiteSpace === 'nowrap').map(e=>e.className).slice(0,5);
  return { chain: chain.slice(0,8), rw: r.clientWidth, sw: r.scrollWidth, tw: t.getBoundingClientRect().width, cells, wide };
}));
await browser.close();

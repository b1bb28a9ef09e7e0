import { build } from 'esbuild';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { ListenerState, PageApi, PageOptions } from './webchannel-page/page.js';

// What the WebChannel conformance cases need around Chromium: the page (the full web SDK, bundled
// with esbuild) served from an origin of its own, so every channel request is cross-origin as in the
// portal, and a proxy in front of the Firestore emulator that records what the Listen channels
// carry, so a case can tell what the server sent and not only what the SDK made of it.

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface PageServer {
  url: string;
  close(): Promise<void>;
}

/** Bundles the page's script and serves it with an HTML page that loads it. */
export async function servePage(): Promise<PageServer> {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./webchannel-page/page.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    logLevel: 'silent',
  });
  const script = bundled.outputFiles[0].contents;
  const html = '<!doctype html><title>WebChannel conformance</title><script type="module" src="/page.js"></script>';
  const server = createServer((req, res) => {
    if (req.url === '/page.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
  });
  const host = await listen(server);
  return { url: `http://${host}/`, close: () => closeServer(server) };
}

export interface RecordingProxy {
  host: string;
  port: number;
  /** Everything the Listen channels' responses carried so far, in arrival order. */
  listenTraffic(): string;
  close(): Promise<void>;
}

/** A plain HTTP proxy to the emulator at `target` ("host:port") that keeps the Listen channels' responses. */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const [targetHost, targetPort] = [
    target.slice(0, target.lastIndexOf(':')),
    target.slice(target.lastIndexOf(':') + 1),
  ];
  let traffic = '';
  const server = createServer((req, res) => {
    const recorded = (req.url ?? '').includes('/Listen/channel');
    const upstream = request(
      { host: targetHost, port: Number(targetPort), method: req.method, path: req.url, headers: req.headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          if (recorded) traffic += chunk.toString();
          res.write(chunk);
        });
        answer.on('end', () => res.end());
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  const host = await listen(server);
  return {
    host: host.slice(0, host.lastIndexOf(':')),
    port: Number(host.slice(host.lastIndexOf(':') + 1)),
    listenTraffic: () => traffic,
    close: () => closeServer(server),
  };
}

/** Calls one of the page's functions (webchannel-page/page.ts) and answers its result. */
export function callPage<Name extends keyof PageApi>(
  page: Page,
  name: Name,
  ...args: Parameters<PageApi[Name]>
): Promise<Awaited<ReturnType<PageApi[Name]>>> {
  return page.evaluate(
    ([method, values]) =>
      (window as unknown as { firestorePage: Record<string, (...values: unknown[]) => unknown> }).firestorePage[method](
        ...values,
      ),
    [name, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<PageApi[Name]>>>;
}

/** Opens the page and starts its Firestore client. */
export async function startPage(page: Page, server: PageServer, options: PageOptions): Promise<void> {
  await page.goto(server.url);
  await page.waitForFunction(() => 'firestorePage' in window);
  await callPage(page, 'start', options);
}

/**
 * Waits until a listener's state satisfies `done` and answers that state; fails after `timeoutMs`
 * with the last state seen.
 */
export async function waitForListener(
  page: Page,
  listener: number,
  done: (state: ListenerState) => boolean,
  timeoutMs = 10_000,
): Promise<ListenerState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await callPage(page, 'listener', listener);
    if (state && done(state)) return state;
    if (Date.now() > deadline)
      throw new Error(
        `Listener ${listener} did not get there within ${timeoutMs} ms; it holds ${JSON.stringify(state)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The ids of the documents the Listen channels' traffic sent as documentChange, in order. */
export function changedDocumentIds(traffic: string): string[] {
  return [...traffic.matchAll(/"documentChange":\{"document":\{"name":"[^"]*\/([^/"]+)"/g)].map((match) => match[1]);
}

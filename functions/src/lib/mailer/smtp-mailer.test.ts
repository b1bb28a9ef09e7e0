import MailDev from 'maildev';
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

// A real SMTP round trip: the adapter talks to a maildev mail catcher started on free ports, and the
// test reads what arrived from maildev's REST inbox, as a developer would in the web inbox.

interface CaughtEmail {
  subject: string;
  from: { address: string }[];
  to: { address: string }[];
  html: string;
  text: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A TCP relay to the mail catcher that counts the connections made through it and those still open. */
async function countingRelay(targetPort: number) {
  let opened = 0;
  let open = 0;
  const server: Server = createServer((client) => {
    opened += 1;
    open += 1;
    const upstream = connect(targetPort, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('close', () => {
      open -= 1;
      end();
    });
    upstream.once('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    port: address.port,
    opened: () => opened,
    open: () => open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let maildev: InstanceType<typeof MailDev>;
let smtpPort: number;
let inboxUrl: string;

beforeAll(async () => {
  smtpPort = await freePort();
  const webPort = await freePort();
  inboxUrl = `http://127.0.0.1:${webPort}/email`;
  maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', silent: true });
  await maildev.listen();
});

afterAll(async () => {
  await new Promise<void>((resolve) => maildev.close(() => resolve()));
});

async function inbox(): Promise<CaughtEmail[]> {
  const response = await fetch(inboxUrl);
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtEmail[];
}

describe('the SMTP mailer', () => {
  it('delivers each message to the mail catcher with its sender, recipient, subject and body', async () => {
    const mailer = createSmtpMailer({
      host: '127.0.0.1',
      port: smtpPort,
      defaultFrom: 'Eventflow <notifications@eventflow.local>',
    });
    const results = await mailer.send([
      {
        to: 'owner@example.com',
        subject: 'Welcome to the portal',
        html: '<p>Set your password <a href="http://x/set">here</a></p>',
        text: 'Set your password',
      },
      {
        to: 'member@example.com',
        subject: 'Your task is due',
        text: 'Upload your logo',
        from: 'organiser@example.com',
      },
    ]);

    expect(results).toHaveLength(2);
    for (const [index, to] of ['owner@example.com', 'member@example.com'].entries()) {
      expect(results[index]).toMatchObject({ ErrorCode: 0, Message: 'OK', To: to });
      expect(results[index].MessageID).toMatch(/^<.+@.+>$/);
    }

    // maildev stores a message just after accepting it, so the inbox may lag the send by a moment
    // (seconds, on a busy machine).
    const caught = await vi.waitFor(
      async () => {
        const emails = await inbox();
        expect(emails).toHaveLength(2);
        return emails;
      },
      { timeout: 10_000, interval: 100 },
    );
    const welcome = caught.find((email) => email.subject === 'Welcome to the portal');
    expect(welcome?.to.map((recipient) => recipient.address)).toEqual(['owner@example.com']);
    expect(welcome?.from.map((sender) => sender.address)).toEqual(['notifications@eventflow.local']);
    expect(welcome?.html).toContain('<a href="http://x/set">here</a>');
    expect(welcome?.text).toContain('Set your password');

    const reminder = caught.find((email) => email.subject === 'Your task is due');
    expect(reminder?.to.map((recipient) => recipient.address)).toEqual(['member@example.com']);
    expect(reminder?.from.map((sender) => sender.address)).toEqual(['organiser@example.com']);
    expect(reminder?.text).toContain('Upload your logo');
  });

  it('reuses its connections for a burst of messages and closes them once idle', async () => {
    const relay = await countingRelay(smtpPort);
    try {
      const mailer = createSmtpMailer({ host: '127.0.0.1', port: relay.port, defaultFrom: 'a@b.co', idleCloseMs: 200 });
      const burst = (tag: string) =>
        Array.from({ length: 8 }, (_, index) => ({ to: `${tag}-${index}@example.com`, subject: tag, text: 't' }));
      const first = await mailer.send(burst('first'));
      expect(first.every((result) => result.ErrorCode === 0)).toBe(true);
      // Eight messages over fewer connections than messages, still open just after the burst.
      expect(relay.opened()).toBeLessThan(8);
      expect(relay.open()).toBeGreaterThan(0);
      await vi.waitFor(() => expect(relay.open()).toBe(0), { timeout: 2_000 });
      // The next burst opens connections again.
      const second = await mailer.send(burst('second'));
      expect(second.every((result) => result.ErrorCode === 0)).toBe(true);
      await vi.waitFor(() => expect(relay.open()).toBe(0), { timeout: 2_000 });
    } finally {
      await relay.close();
    }
  });

  it('answers a failure per message, without throwing, when no server listens', async () => {
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: await freePort(), defaultFrom: 'a@b.co' });
    const [result] = await mailer.send([{ to: 'x@example.com', subject: 's', text: 't' }]);
    expect(result.ErrorCode).not.toBe(0);
    expect(result.To).toBe('x@example.com');
    expect(result.Message).toMatch(/ECONNREFUSED/);
  });
});

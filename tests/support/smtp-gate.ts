import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A gate in front of the mail catcher's SMTP port: it passes every message up to the given number,
 * then holds the next one as it starts (its MAIL FROM command goes no further), so a test can stop
 * a sender between two mails at a moment it knows. `held` resolves once a message is held.
 */
export interface SmtpGate {
  port: number;
  held: Promise<void>;
  close: () => Promise<void>;
}

const MAIL_COMMAND = /^MAIL FROM:/i;

export async function openSmtpGate(upstream: { host: string; port: number }, passing: number): Promise<SmtpGate> {
  let started = 0;
  let markHeld!: () => void;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const relay = connect(upstream.port, upstream.host);
    sockets.add(client).add(relay);
    relay.pipe(client);
    // Commands are lines; a line may arrive split over two chunks, so the unfinished one waits for the next.
    let unfinished = '';
    let holding = false;
    client.on('data', (chunk: Buffer) => {
      if (holding) return;
      const lines = (unfinished + chunk.toString('latin1')).split('\r\n');
      unfinished = lines.pop() ?? '';
      started += lines.filter((line) => MAIL_COMMAND.test(line)).length;
      if (started > passing) {
        holding = true;
        markHeld();
        return;
      }
      relay.write(chunk);
    });
    const drop = () => {
      client.destroy();
      relay.destroy();
    };
    client.on('close', drop).on('error', drop);
    relay.on('close', drop).on('error', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP gate has no port');
  return {
    port: address.port,
    held,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type Server } from 'node:net';

function listen(host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Asks the OS for `count` distinct free ports by binding port 0 that many times at once. The ports
 * are released before they are used, so another program could take one in between; on a
 * developer machine or a CI runner that race is rare enough to accept.
 */
export async function pickFreePorts(host: string, count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) servers.push(await listen(host, 0));
    return servers.map((server) => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('Could not read a bound port');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map(close));
  }
}

/** Fails with one message naming every fixed port that something else already listens on. */
export async function assertPortsFree(host: string, ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    try {
      await close(await listen(host, port));
    } catch {
      busy.push(`${port} (${name})`);
    }
  }
  if (busy.length > 0) {
    throw new Error(
      `Port${busy.length > 1 ? 's' : ''} ${busy.join(', ')} already in use on ${host}. ` +
        'Is another `npm start` still running? Stop it (Ctrl-C in its terminal) or free the port.',
    );
  }
}

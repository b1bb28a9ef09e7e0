import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StorageStore } from './store.js';

export async function startStorageServer(options: { store: StorageStore; host: string; port: number }): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404,"message":"Not Found."}}');
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }) };
}

// Temporary surface so colleagues compile; replaced by the real transport within the hour.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreEngine } from './engine.js';
export function createRestHandler(_engine: FirestoreEngine): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => { res.writeHead(501).end(); };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreEngine } from './engine.js';
import { FirestoreError } from './errors.js';
import { BodyTooLargeError, readBody } from './rest.js';
import { callerOf } from './rules-enforcement.js';
import { STREAMING_METHODS, type StreamingHandler } from './streaming.js';
import { ChannelSession } from './webchannel-session.js';
import { parseForwardBody } from './webchannel-wire.js';
import { allowCrossOrigin } from '../cors.js';

/**
 * WebChannel transport: how the full web SDK in a browser reaches the Write and Listen streams,
 * at `/google.firestore.v1.Firestore/{Write|Listen}/channel` on the REST port.
 *
 * - Handshake: a POST without SID; its form body carries the SDK's headers (`headers=`, with the
 *   Authorization bearer the rules see) and the first messages; the answer is the "c" array.
 * - Back channel: `GET …&RID=rpc&SID=…&AID=…&CI=0|1&TYPE=xmlhttp`, streaming (CI=0) or long polling (CI=1).
 * - Forward channel: POSTs with SID whose bodies number their messages (`count`, `ofs`, `reqN___data__`).
 * - `TYPE=terminate` (a beacon) ends the session.
 */

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/([A-Za-z]+)\/channel$/;

const STREAM_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
  'X-Content-Type-Options': 'nosniff',
};

/** Closure's client recognises this answer and reconnects with a new session (and the SDK resumes its targets). */
function unknownSession(res: ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Unknown SID');
}

function refuse(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof BodyTooLargeError) {
    res.setHeader('Connection', 'close');
    error = new FirestoreError('INVALID_ARGUMENT', 'Request payload size exceeds the limit.');
  }
  const failure =
    error instanceof FirestoreError
      ? error
      : new FirestoreError('INTERNAL', error instanceof Error ? error.message : String(error));
  res.writeHead(failure.httpStatus, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(failure.toRestBody()));
}

export interface WebChannelHandler {
  /** Answers the request when it is for a channel path; false leaves it to the REST handler. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Ends every session (the server is stopping). */
  close(): void;
}

export function createWebChannelHandler(engine: FirestoreEngine): WebChannelHandler {
  const sessions = new Map<string, ChannelSession>();
  const forget = (session: ChannelSession) => sessions.delete(session.id);

  async function open(req: IncomingMessage, res: ServerResponse, handler: StreamingHandler, url: URL) {
    const { messages, headers } = parseForwardBody(await readBody(req));
    let caller;
    let refusal: unknown;
    try {
      caller = callerOf(headers.authorization);
    } catch (error) {
      // As over gRPC, an unreadable token fails the call: the channel opens and reports the error.
      caller = callerOf(undefined);
      refusal = error;
    }
    const session = new ChannelSession(caller, (call) => handler(engine, call), forget);
    sessions.set(session.id, session);
    const responseHeaders: Record<string, string> = { ...STREAM_HEADERS };
    if (url.searchParams.has('X-HTTP-Session-Id')) responseHeaders['X-HTTP-Session-Id'] = session.httpSessionId;
    res.writeHead(200, responseHeaders).end(session.handshake());
    if (refusal === undefined) session.receive(messages);
    else session.call.end(refusal);
  }

  async function forward(req: IncomingMessage, res: ServerResponse, session: ChannelSession, params: URLSearchParams) {
    const { messages } = parseForwardBody(await readBody(req));
    session.acknowledge(Number(params.get('AID')));
    const answer = session.forwardAnswer();
    session.receive(messages);
    res.writeHead(200, STREAM_HEADERS).end(answer);
  }

  function route(req: IncomingMessage, res: ServerResponse, handler: StreamingHandler, url: URL): Promise<void> | void {
    const params = url.searchParams;
    const sid = params.get('SID');
    if (params.get('TYPE') === 'terminate') {
      if (sid) sessions.get(sid)?.close();
      req.resume();
      res.writeHead(200, STREAM_HEADERS).end();
      return;
    }
    if (!sid) return open(req, res, handler, url);
    const session = sessions.get(sid);
    if (!session) {
      req.resume();
      unknownSession(res);
      return;
    }
    if (params.get('RID') === 'rpc') {
      res.writeHead(200, STREAM_HEADERS);
      const longPollMs = Number(params.get('TO'));
      session.attachBackChannel(
        res,
        Number(params.get('AID')),
        params.get('CI') === '1',
        longPollMs > 0 ? longPollMs : Infinity,
      );
      return;
    }
    return forward(req, res, session, params);
  }

  return {
    handle(req, res) {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        return false; // the REST handler answers an unreadable URL
      }
      const method = CHANNEL_PATH.exec(url.pathname)?.[1];
      if (method === undefined) return false;
      allowCrossOrigin(req, res, {
        methods: 'GET, POST, OPTIONS',
        exposedHeaders: 'X-Client-Wire-Protocol, X-HTTP-Session-Id, X-HTTP-Initial-Response',
      });
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return true;
      }
      const handler = STREAMING_METHODS.get(method);
      if (!handler) {
        req.resume();
        refuse(res, new FirestoreError('UNIMPLEMENTED', `${method} has no WebChannel in this emulator`));
        return true;
      }
      Promise.resolve()
        .then(() => route(req, res, handler, url))
        .catch((error: unknown) => refuse(res, error));
      return true;
    },
    close() {
      for (const session of [...sessions.values()]) session.close();
    },
  };
}

import type { Caller } from '../rules/auth-token.js';
import type { FirestoreEngine } from './engine.js';
import { openListenStream } from './listen.js';
import type { Json, JsonObject } from './proto.js';
import { openWriteStream } from './write-stream.js';

/**
 * The bidirectional methods (Write, Listen) as their sessions see a call, whichever transport
 * carries it: gRPC over HTTP/2 (firebase-admin, the web SDK in Node) or WebChannel over HTTP/1.1
 * (the web SDK in a browser). Requests and responses are proto3 JSON.
 */

/** A bidirectional call as its session sees it. */
export interface StreamingCall {
  readonly caller: Caller;
  /** Sends one response message at once. */
  send(response: Json): void;
  /** Ends the call: OK without an error, else the error's status. Later calls do nothing. */
  end(error?: unknown): void;
}

/** What a bidirectional call does with the requests that arrive. */
export interface StreamingSession {
  onMessage(request: JsonObject): void;
  /** The call is over, however it ended: release what the session holds. */
  onClose(): void;
}

export type StreamingHandler = (engine: FirestoreEngine, call: StreamingCall) => StreamingSession;

/** The streaming methods by their google.firestore.v1.Firestore name. */
export const STREAMING_METHODS: ReadonlyMap<string, StreamingHandler> = new Map([
  ['Write', openWriteStream],
  ['Listen', openListenStream],
]);

import { invalidArgument } from './errors.js';
import type { Json, JsonObject } from './proto.js';

/**
 * The wire format of WebChannel (closure-library's browser channel, protocol version 8) as the web
 * SDK uses it: forward requests are HTML form bodies whose messages are raw JSON, and every answer
 * is a stream of length-prefixed chunks of JSON arrays.
 */

/** One message a client sent, numbered by its position among all the messages of its channel. */
export interface ForwardMessage {
  mapId: number;
  request: JsonObject;
}

/** A forward request's form body: its messages and, on the handshake, the headers it carries. */
export interface ForwardBody {
  messages: ForwardMessage[];
  /** The HTTP headers the client put in the body (lower-case names) instead of sending them. */
  headers: Record<string, string>;
}

const MESSAGE_KEY = /^req(\d+)___data__$/;

/** `headers=Name:value\r\nName:value`, the SDK's way of sending headers without a CORS preflight. */
function parseEncodedHeaders(text: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of (text ?? '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Parses `count=N&ofs=K&req0___data__=<json>&…`; message i of the body is message K+i of the channel. */
export function parseForwardBody(body: string): ForwardBody {
  const form = new URLSearchParams(body);
  const offset = Number(form.get('ofs') ?? 0);
  if (!Number.isSafeInteger(offset) || offset < 0) throw invalidArgument(`Invalid ofs: ${form.get('ofs')}`);
  const messages: ForwardMessage[] = [];
  for (const [key, value] of form) {
    const index = MESSAGE_KEY.exec(key)?.[1];
    if (index === undefined) continue;
    let request: unknown;
    try {
      request = JSON.parse(value);
    } catch (error) {
      throw invalidArgument(`Invalid JSON payload received. ${(error as Error).message}`);
    }
    if (request === null || typeof request !== 'object' || Array.isArray(request))
      throw invalidArgument('Invalid JSON payload received. Expected a JSON object.');
    messages.push({ mapId: offset + Number(index), request: request as JsonObject });
  }
  messages.sort((a, b) => a.mapId - b.mapId);
  return { messages, headers: parseEncodedHeaders(form.get('headers')) };
}

/** One chunk: the JSON's length in UTF-16 code units (as the client counts it, not bytes), a newline, the JSON. */
export function chunk(value: Json): string {
  const text = JSON.stringify(value);
  return `${text.length}\n${text}`;
}

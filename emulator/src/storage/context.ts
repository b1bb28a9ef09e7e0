import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorageRules } from './rules.js';
import type { StorageStore } from './store.js';
import type { UploadSessions } from './uploads.js';

/** What one request handler needs: the store, the open upload sessions, the rules and the parsed request. */
export interface RequestContext {
  store: StorageStore;
  uploads: UploadSessions;
  rules: StorageRules;
  maxObjectBytes: number;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after the API prefix, split on "/" and percent-decoded per segment. */
  segments: string[];
}

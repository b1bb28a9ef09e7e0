import { randomUUID } from 'node:crypto';
import { badRequest, StorageHttpError } from './http.js';
import type { MetadataChanges, StorageStore, StoredObject } from './store.js';

export type UploadState = 'active' | 'final' | 'cancelled';

export interface UploadSession {
  readonly id: string;
  readonly bucket: string;
  readonly name: string;
  readonly changes: MetadataChanges;
  /** Firebase uploads get a download token; Cloud Storage uploads do not. */
  readonly createDownloadToken: boolean;
  /** The total size the client announced when it started, if it did. */
  readonly declaredSize?: number;
  state: UploadState;
  received: number;
  chunks: Buffer[];
  /** Kept after finalizing, so a retried finalize or a status query gets the same answer. */
  result?: StoredObject;
  lastUsed: number;
}

// Abandoned sessions hold their bytes in memory; forget them after an hour without activity.
const SESSION_IDLE_MS = 60 * 60 * 1000;

/** Resumable upload sessions of both APIs: bytes arrive in ordered chunks, then become one object. */
export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  constructor(private readonly maxObjectBytes: number) {}

  start(
    init: Pick<UploadSession, 'bucket' | 'name' | 'changes' | 'createDownloadToken' | 'declaredSize'>,
  ): UploadSession {
    this.forgetIdle();
    if (init.declaredSize !== undefined && init.declaredSize > this.maxObjectBytes) throw this.tooLarge();
    const session: UploadSession = {
      ...init,
      id: randomUUID(),
      state: 'active',
      received: 0,
      chunks: [],
      lastUsed: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    const session = this.sessions.get(id);
    if (session) session.lastUsed = Date.now();
    return session;
  }

  /** How many more bytes this session may take before the object size limit. */
  remainingCapacity(session: UploadSession): number {
    return this.maxObjectBytes - session.received;
  }

  append(session: UploadSession, chunk: Buffer): void {
    if (session.state !== 'active') throw badRequest(`The upload session is ${session.state}; it takes no more data.`);
    if (session.received + chunk.length > this.maxObjectBytes) throw this.tooLarge();
    if (chunk.length === 0) return;
    session.chunks.push(chunk);
    session.received += chunk.length;
  }

  /**
   * Turns the received bytes into the stored object; checks the size announced at the start.
   * `admit` sees the object before it is stored and may refuse it by throwing (security rules).
   */
  finalize(
    session: UploadSession,
    store: StorageStore,
    admit: (object: StoredObject) => void = () => {},
  ): StoredObject {
    if (session.result) return session.result;
    if (session.state !== 'active') throw badRequest(`The upload session is ${session.state}.`);
    if (session.declaredSize !== undefined && session.declaredSize !== session.received) {
      throw badRequest(
        `The upload was announced as ${session.declaredSize} bytes but ${session.received} were received.`,
      );
    }
    const object = store.createObject(
      session.bucket,
      session.name,
      Buffer.concat(session.chunks, session.received),
      session.changes,
      {
        createDownloadToken: session.createDownloadToken,
      },
    );
    admit(object);
    session.chunks = [];
    session.result = store.save(object);
    session.state = 'final';
    return session.result;
  }

  cancel(session: UploadSession): void {
    if (session.state === 'final') throw badRequest('The upload is already finalized and cannot be cancelled.');
    session.state = 'cancelled';
    session.chunks = [];
  }

  clear(): void {
    this.sessions.clear();
  }

  private forgetIdle(): void {
    const cutoff = Date.now() - SESSION_IDLE_MS;
    for (const [id, session] of this.sessions) if (session.lastUsed < cutoff) this.sessions.delete(id);
  }

  private tooLarge(): StorageHttpError {
    return new StorageHttpError(
      413,
      `The upload exceeds this emulator's object size limit of ${this.maxObjectBytes} bytes.`,
      'uploadTooLarge',
    );
  }
}

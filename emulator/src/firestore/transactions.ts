import { randomBytes } from 'node:crypto';
import { FirestoreError, invalidArgument } from './errors.js';
import type { StoredDocument } from './store.js';
import type { TransactionOptions } from './types.js';
import { timestampToMicros } from './values.js';

/** Firestore drops a transaction after 270 seconds. */
const TRANSACTION_LIFETIME_MS = 270_000;

export interface Transaction {
  readonly id: string;
  readonly database: string;
  readonly projectId: string;
  readonly readOnly: boolean;
  /** Read-only transactions read one snapshot; read-write ones read the latest data. */
  readonly readMicros?: number;
  /** Version (update time in micros, 0 for absent) of every document read, as first read. */
  readonly reads: Map<string, number>;
  /** Queries run inside the transaction, re-run at commit to spot documents that entered or left. */
  readonly queries: { rerun: () => string; signature: string }[];
  readonly expiresAt: number;
}

export const CONTENTION_MESSAGE =
  'Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to enforce serializability.';

export function versionOf(state: StoredDocument | null): number {
  return state ? state.updateMicros : 0;
}

/** The names and versions of a result set, to compare one run of a query with another. */
export function resultSignature(docs: StoredDocument[]): string {
  return docs.map((doc) => `${doc.path}@${doc.updateMicros}`).join('\n');
}

export class TransactionRegistry {
  private readonly transactions = new Map<string, Transaction>();

  begin(database: string, projectId: string, options: TransactionOptions | undefined, nowMicros: number): Transaction {
    this.dropExpired();
    if (options?.readOnly && options.readWrite) throw invalidArgument('A transaction is either readOnly or readWrite');
    const retried = options?.readWrite?.retryTransaction;
    if (retried) this.transactions.delete(retried);
    const readOnly = options?.readOnly !== undefined;
    const transaction: Transaction = {
      id: randomBytes(16).toString('base64'),
      database,
      projectId,
      readOnly,
      readMicros: readOnly
        ? options?.readOnly?.readTime
          ? timestampToMicros(options.readOnly.readTime)
          : nowMicros
        : undefined,
      reads: new Map(),
      queries: [],
      expiresAt: Date.now() + TRANSACTION_LIFETIME_MS,
    };
    this.transactions.set(transaction.id, transaction);
    return transaction;
  }

  get(id: unknown, database: string): Transaction {
    const transaction = typeof id === 'string' ? this.transactions.get(id) : undefined;
    if (!transaction || transaction.expiresAt < Date.now() || transaction.database !== database) {
      throw invalidArgument('The referenced transaction has expired or is no longer valid.');
    }
    return transaction;
  }

  end(id: string): void {
    this.transactions.delete(id);
  }

  clearProject(projectId: string): void {
    for (const [id, transaction] of this.transactions) {
      if (transaction.projectId === projectId) this.transactions.delete(id);
    }
  }

  /** Throws ABORTED when anything the transaction read has changed since. */
  checkUnchanged(transaction: Transaction, currentVersion: (path: string) => number): void {
    for (const [path, version] of transaction.reads) {
      if (currentVersion(path) !== version) throw new FirestoreError('ABORTED', CONTENTION_MESSAGE);
    }
    for (const query of transaction.queries) {
      if (query.rerun() !== query.signature) throw new FirestoreError('ABORTED', CONTENTION_MESSAGE);
    }
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [id, transaction] of this.transactions) {
      if (transaction.expiresAt < now) this.transactions.delete(id);
    }
  }
}

export function recordRead(transaction: Transaction | undefined, path: string, state: StoredDocument | null): void {
  if (!transaction || transaction.readOnly || transaction.reads.has(path)) return;
  transaction.reads.set(path, versionOf(state));
}

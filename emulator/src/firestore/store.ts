import type { Document, Fields } from './types.js';

/** One version of a document. Never mutated once stored, so reads hand it out without copying. */
export interface StoredDocument {
  /** What the API returns: name, fields (left out when empty), createTime, updateTime. */
  readonly document: Document;
  readonly path: string;
  readonly fields: Fields;
  readonly createMicros: number;
  readonly updateMicros: number;
}

interface Version {
  /** Commit time from which this state holds. */
  readonly since: number;
  readonly state: StoredDocument | null;
}

/** Everything known about one document path: its current state and recent history for readTime reads. */
export class DocumentEntry {
  readonly path: string;
  readonly collectionPath: string;
  readonly collectionId: string;
  current: StoredDocument | null = null;
  /** Earlier states, oldest first; the current one is not repeated here. */
  private history: Version[] = [];
  private currentSince = 0;

  constructor(path: string) {
    this.path = path;
    this.collectionPath = path.slice(0, path.lastIndexOf('/'));
    this.collectionId = this.collectionPath.slice(this.collectionPath.lastIndexOf('/') + 1);
  }

  set(state: StoredDocument | null, at: number, keepSince: number): void {
    if (this.current !== null || this.history.length > 0) {
      this.history.push({ since: this.currentSince, state: this.current });
    }
    this.current = state;
    this.currentSince = at;
    // Keep the newest state older than the retention window: it is what a read at that time saw.
    let firstKept = 0;
    while (firstKept + 1 < this.history.length && this.history[firstKept + 1].since <= keepSince) firstKept++;
    if (firstKept > 0) this.history = this.history.slice(firstKept);
  }

  /** The state a read at `micros` sees (undefined means "now"). */
  at(micros: number | undefined): StoredDocument | null {
    if (micros === undefined || micros >= this.currentSince) return this.current;
    for (let i = this.history.length - 1; i >= 0; i--) {
      if (this.history[i].since <= micros) return this.history[i].state;
    }
    return null;
  }

  get lastChange(): number {
    return this.currentSince;
  }
}

/** One database of one project, with its documents indexed by collection and collection id. */
export class Database {
  readonly name: string;
  readonly entries = new Map<string, DocumentEntry>();
  private readonly byCollection = new Map<string, Map<string, DocumentEntry>>();
  private readonly byCollectionId = new Map<string, Map<string, DocumentEntry>>();
  /** Deleted documents still kept for readTime reads, dropped once out of the retention window. */
  private readonly tombstones = new Set<DocumentEntry>();

  constructor(name: string) {
    this.name = name;
  }

  entry(path: string): DocumentEntry {
    let entry = this.entries.get(path);
    if (!entry) {
      entry = new DocumentEntry(path);
      this.entries.set(path, entry);
      addTo(this.byCollection, entry.collectionPath, entry);
      addTo(this.byCollectionId, entry.collectionId, entry);
    }
    return entry;
  }

  write(path: string, state: StoredDocument | null, at: number, keepSince: number): void {
    const entry = this.entry(path);
    entry.set(state, at, keepSince);
    if (state === null) this.tombstones.add(entry);
    else this.tombstones.delete(entry);
  }

  /** Forgets deleted documents whose deletion is older than the retention window. */
  sweep(keepSince: number): void {
    for (const entry of this.tombstones) {
      if (entry.lastChange > keepSince) continue;
      this.tombstones.delete(entry);
      this.entries.delete(entry.path);
      removeFrom(this.byCollection, entry.collectionPath, entry);
      removeFrom(this.byCollectionId, entry.collectionId, entry);
    }
  }

  /** Entries of one collection (parentPath "" is the root). */
  collection(collectionPath: string): Iterable<DocumentEntry> {
    return this.byCollection.get(collectionPath)?.values() ?? [];
  }

  /** Entries of every collection with this id at or below parentPath. */
  *collectionGroup(parentPath: string, collectionId: string): Iterable<DocumentEntry> {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    for (const entry of this.byCollectionId.get(collectionId)?.values() ?? []) {
      if (entry.path.startsWith(prefix)) yield entry;
    }
  }

  /** Every entry below parentPath, whatever its collection. */
  *descendants(parentPath: string): Iterable<DocumentEntry> {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    for (const [collectionPath, entries] of this.byCollection) {
      if (collectionPath.startsWith(prefix)) yield* entries.values();
    }
  }

  /** Collection paths directly or indirectly below parentPath that hold a live document. */
  *liveCollectionPaths(parentPath: string): Iterable<string> {
    const prefix = parentPath === '' ? '' : `${parentPath}/`;
    for (const [collectionPath, entries] of this.byCollection) {
      if (!collectionPath.startsWith(prefix)) continue;
      for (const entry of entries.values()) {
        if (entry.current) {
          yield collectionPath;
          break;
        }
      }
    }
  }
}

function addTo(index: Map<string, Map<string, DocumentEntry>>, key: string, entry: DocumentEntry): void {
  let entries = index.get(key);
  if (!entries) index.set(key, (entries = new Map()));
  entries.set(entry.path, entry);
}

function removeFrom(index: Map<string, Map<string, DocumentEntry>>, key: string, entry: DocumentEntry): void {
  const entries = index.get(key);
  entries?.delete(entry.path);
  if (entries?.size === 0) index.delete(key);
}

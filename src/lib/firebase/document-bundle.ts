import type { StoredDocument } from './firestore-terms';

/** A time as Firestore's protocol writes it. */
interface ProtoTime {
  seconds: number;
  nanos: number;
}

/** A document as the server sent it: its fields in the protocol's JSON form, and its times. */
export interface ServerDocument {
  /** Its path from the database's root, e.g. `events/demo-event/teams/team-1`. */
  path: string;
  fields: Record<string, unknown>;
  createTime: ProtoTime;
  updateTime: ProtoTime;
}

/**
 * What the lite SDK keeps of a document it read, in the server's own terms, or undefined for a
 * document that does not exist. The lite SDK has no public way to hand a read to the full SDK's
 * cache, so this reads its snapshot's document record, whose names the pinned firebase 12 keeps:
 * a shape it does not have reads as undefined, and the document is simply not kept.
 */
export function serverDocumentOf(snapshot: StoredDocument): ServerDocument | undefined {
  const { _document: record, ref } = snapshot as unknown as {
    _document?: LiteDocumentRecord | null;
    ref?: { path?: string };
  };
  const fields = record?.data?.value?.mapValue;
  const updated = record?.version?.timestamp;
  const created = record?.createTime?.timestamp;
  if (!ref?.path || !fields || !updated || !created || typeof updated.seconds !== 'number') return undefined;
  const time = ({ seconds, nanoseconds }: { seconds: number; nanoseconds: number }) => ({
    seconds,
    nanos: nanoseconds,
  });
  return { path: ref.path, fields: fields.fields ?? {}, createTime: time(created), updateTime: time(updated) };
}

interface LiteDocumentRecord {
  data?: { value?: { mapValue?: { fields?: Record<string, unknown> } } };
  version?: { timestamp?: { seconds: number; nanoseconds: number } };
  createTime?: { timestamp?: { seconds: number; nanoseconds: number } };
}

/**
 * A Firestore bundle (the length-prefixed JSON elements the SDK's `loadBundle` reads) holding the
 * documents, each read at its own update time: the cache takes a document only when it holds no
 * newer version of it, so a bundle never puts back what a listener has already seen change.
 */
export function documentBundle(bundleId: string, projectId: string, documents: readonly ServerDocument[]): string {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const sized = (element: object) => {
    const json = JSON.stringify(element);
    return `${new TextEncoder().encode(json).length}${json}`;
  };
  const body = documents
    .map((document) => {
      const name = `${root}/${document.path}`;
      return (
        sized({ documentMetadata: { name, readTime: document.updateTime, exists: true } }) +
        sized({
          document: {
            name,
            fields: document.fields,
            createTime: document.createTime,
            updateTime: document.updateTime,
          },
        })
      );
    })
    .join('');
  const newest = documents.reduce<ProtoTime>(
    (latest, { updateTime }) =>
      updateTime.seconds > latest.seconds || (updateTime.seconds === latest.seconds && updateTime.nanos > latest.nanos)
        ? updateTime
        : latest,
    { seconds: 0, nanos: 0 },
  );
  const metadata = sized({
    metadata: {
      id: bundleId,
      createTime: newest,
      version: 1,
      totalDocuments: documents.length,
      totalBytes: new TextEncoder().encode(body).length,
    },
  });
  return metadata + body;
}

import { randomBytes } from 'node:crypto';
import type { FirestoreEngine } from './engine.js';
import { invalidArgument } from './errors.js';
import type { StreamingCall, StreamingSession } from './streaming.js';
import { parseDatabaseName } from './paths.js';
import type { Json, JsonObject } from './proto.js';
import type { CommitRequest } from './types.js';

/**
 * The Write stream the full web SDK sends its mutations over: a handshake names the database and
 * gets a stream token; every later request is one batch, committed atomically for the caller
 * exactly as a unary Commit would be. A refused batch ends the stream with its status, which the
 * SDK reports to that batch's promise before it opens a new stream for the rest.
 */
export function openWriteStream(engine: FirestoreEngine, call: StreamingCall): StreamingSession {
  const streamId = randomBytes(8).toString('hex');
  let database: string | undefined;
  let responses = 0;
  // The token only has to change with each response; the SDK echoes it back and never reads it.
  const nextToken = () => Buffer.from(`${streamId}:${responses++}`).toString('base64');

  return {
    onMessage(request: JsonObject) {
      const writes = request.writes ?? [];
      if (database === undefined) {
        if (Array.isArray(writes) && writes.length > 0)
          throw invalidArgument('The first request of a Write stream is the handshake and carries no writes');
        parseDatabaseName(request.database);
        database = request.database as string;
        call.send({ streamId, streamToken: nextToken() });
        return;
      }
      const { commitTime, writeResults } = engine.commit(database, { writes } as CommitRequest, call.caller);
      call.send({ streamToken: nextToken(), commitTime, writeResults } as unknown as Json);
    },
    onClose() {},
  };
}

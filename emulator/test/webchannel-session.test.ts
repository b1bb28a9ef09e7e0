import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER } from '../src/rules/auth-token.js';
import { FirestoreError } from '../src/firestore/errors.js';
import type { JsonObject } from '../src/firestore/proto.js';
import type { StreamingCall } from '../src/firestore/streaming.js';
import { BACK_CHANNEL_BYTES, ChannelSession, KEEPALIVE_MS } from '../src/firestore/webchannel-session.js';

// The timing side of a WebChannel session, on a fake clock: keep-alives, long polls, what a back
// channel that comes back is sent again, and when an abandoned session is let go.

/** A back channel response that keeps what was written to it. */
class FakeResponse extends EventEmitter {
  written = '';
  writableEnded = false;
  write(text: string) {
    this.written += text;
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
    return this;
  }
  /** The array ids and contents written so far. */
  arrays(): Array<[number, unknown[]]> {
    const arrays: Array<[number, unknown[]]> = [];
    for (let at = 0; at < this.written.length;) {
      const newline = this.written.indexOf('\n', at);
      const length = Number(this.written.slice(at, newline));
      arrays.push(...JSON.parse(this.written.slice(newline + 1, newline + 1 + length)));
      at = newline + 1 + length;
    }
    return arrays;
  }
}

function openSession() {
  const received: JsonObject[] = [];
  let call!: StreamingCall;
  let released = false;
  let closedSession: ChannelSession | undefined;
  const session = new ChannelSession(
    OWNER,
    (opened) => {
      call = opened;
      return {
        onMessage: (request) => {
          if (request.refuse) throw new FirestoreError('PERMISSION_DENIED', 'No matching allow statements');
          received.push(request);
        },
        onClose: () => {
          released = true;
        },
      };
    },
    (closed) => {
      closedSession = closed;
    },
  );
  return { session, received, call: () => call, released: () => released, closed: () => closedSession === session };
}

const attach = (session: ChannelSession, acknowledged: number, longPoll = false) => {
  const response = new FakeResponse();
  session.attachBackChannel(response as unknown as ServerResponse, acknowledged, longPoll, Infinity);
  return response;
};

describe('WebChannel session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an open back channel hears a noop at once and every 30 s after, so the client never gives up on it', () => {
    const { session } = openSession();
    const created = `[[0,["c","${session.id}","",8,12,30000]]]`;
    expect(session.handshake()).toBe(`${created.length}\n${created}`);
    const back = attach(session, 0);
    expect(back.arrays()).toEqual([[1, ['noop']]]);
    vi.advanceTimersByTime(KEEPALIVE_MS);
    expect(back.arrays()).toEqual([
      [1, ['noop']],
      [2, ['noop']],
    ]);
  });

  it('a long poll ends with what it delivered; the next gets what came meanwhile; arrays go once acknowledged', () => {
    const { session, call } = openSession();
    const firstPoll = attach(session, 0, true);
    expect(firstPoll.written).toBe('');
    call().send({ n: 1 });
    expect(firstPoll.arrays()).toEqual([[1, [{ n: 1 }]]]);
    expect(firstPoll.writableEnded).toBe(true);

    call().send({ n: 2 });
    // No back channel is open, two arrays were sent, both unacknowledged (`[{"n":1}]` and `[{"n":2}]`).
    expect(session.forwardAnswer()).toBe('8\n[0,2,18]');
    // A poll that did not see array 1 arrive asks from 0 again and gets both.
    const retried = attach(session, 0, true);
    expect(retried.arrays()).toEqual([
      [1, [{ n: 1 }]],
      [2, [{ n: 2 }]],
    ]);
    const next = attach(session, 2, true);
    expect(next.written).toBe('');
    vi.advanceTimersByTime(KEEPALIVE_MS);
    expect(next.arrays()).toEqual([[3, ['noop']]]);
  });

  it('a streaming back channel ends once it has carried a mebibyte; the next one, with its AID, lets go of what was seen', () => {
    const { session, call } = openSession();
    const first = attach(session, 0);
    call().send({ text: 'x'.repeat(BACK_CHANNEL_BYTES) });
    expect(first.writableEnded).toBe(true);
    const [lastSeen] = first.arrays()[first.arrays().length - 1];
    expect(lastSeen).toBe(2);
    const next = attach(session, lastSeen);
    // Only the new back channel's first noop (array 3) waits for acknowledgement now.
    expect(next.arrays()).toEqual([[3, ['noop']]]);
    expect(session.forwardAnswer()).toBe('7\n[1,3,8]');
  });

  it('takes forward messages once, in order; a refused one ends the call with its error, then close', () => {
    const { session, received, released } = openSession();
    const back = attach(session, 0);
    session.receive([{ mapId: 0, request: { first: true } }]);
    session.receive([
      { mapId: 0, request: { first: true } },
      { mapId: 1, request: { second: true } },
    ]);
    expect(received).toEqual([{ first: true }, { second: true }]);
    session.receive([{ mapId: 2, request: { refuse: true } }]);
    expect(back.arrays().slice(1)).toEqual([
      [2, [{ error: { code: 403, message: 'No matching allow statements', status: 'PERMISSION_DENIED' } }]],
      [3, ['close']],
    ]);
    expect(released()).toBe(true);
    session.receive([{ mapId: 3, request: { late: true } }]);
    expect(received).toHaveLength(2);
  });

  it('a session without a back channel or a request for a minute is closed and its stream released', () => {
    const { session, released, closed } = openSession();
    const back = attach(session, 0);
    vi.advanceTimersByTime(5 * 60_000);
    expect(closed()).toBe(false);
    back.end();
    vi.advanceTimersByTime(59_000);
    session.receive([]);
    vi.advanceTimersByTime(59_000);
    expect(closed()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(closed()).toBe(true);
    expect(released()).toBe(true);
  });
});

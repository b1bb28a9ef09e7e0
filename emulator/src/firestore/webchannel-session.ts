import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Caller } from '../rules/auth-token.js';
import { FirestoreError } from './errors.js';
import type { Json } from './proto.js';
import type { StreamingCall, StreamingSession } from './streaming.js';
import { chunk, type ForwardMessage } from './webchannel-wire.js';

/**
 * One WebChannel session: a Write or Listen call whose requests arrive in forward POSTs and whose
 * responses are numbered arrays streamed down a back channel (a hanging GET). Arrays stay buffered
 * until the client acknowledges them (AID), so a back channel that drops and is opened again gets
 * whatever it missed.
 */

/** How often an open back channel hears a noop; the client gives up on one silent for 1.5 times as long. */
export const KEEPALIVE_MS = 30_000;
/**
 * A session without a back channel or a forward request for this long is dropped (a tab closed
 * without terminating). A client that comes back is told its session is unknown and opens another.
 */
const ABANDONED_AFTER_MS = 60_000;
/**
 * A streaming back channel ends once it has carried this much, so the client opens another and, with
 * its AID, acknowledges what it saw: a listen-only client sends nothing else that would.
 */
export const BACK_CHANNEL_BYTES = 1024 * 1024;

/** An array as numbered on the wire: `[id, [response]]`, or `[id, ["noop"]]` for a control message. */
interface OutgoingArray {
  id: number;
  content: Json[];
}

interface BackChannel {
  response: ServerResponse;
  /** Long polling (CI=1): the response ends after each delivery instead of streaming. */
  longPoll: boolean;
  /** The last array id written to this response. */
  sentUpTo: number;
  /** The length of what was written to this response. */
  carried: number;
}

export class ChannelSession {
  readonly id = randomBytes(16).toString('base64');
  /** What the X-HTTP-Session-Id handshake header hands out; the client echoes it in later URLs. */
  readonly httpSessionId = randomBytes(12).toString('base64url');
  readonly call: StreamingCall;
  private readonly stream: StreamingSession;
  /** The handshake's "c" message is array 0. */
  private lastArrayId = 0;
  private unacknowledged: OutgoingArray[] = [];
  private backChannel: BackChannel | null = null;
  private nextMapId = 0;
  private callEnded = false;
  private closed = false;
  private keepAlive: NodeJS.Timeout | undefined;
  private abandonTimer: NodeJS.Timeout | undefined;

  constructor(
    caller: Caller,
    open: (call: StreamingCall) => StreamingSession,
    private readonly onClosed: (session: ChannelSession) => void,
  ) {
    this.call = {
      caller,
      send: (response) => {
        if (!this.callEnded) this.enqueue([response]);
      },
      end: (error) => this.endCall(error),
    };
    this.stream = open(this.call);
    this.watchForAbandonment();
  }

  /** The handshake's answer: array 0, the "c" message with the session id and the keep-alive period. */
  handshake(): string {
    return chunk([[0, ['c', this.id, '', 8, 12, KEEPALIVE_MS]]]);
  }

  /** Takes a forward request's messages in channel order; a retried request's repeats are skipped. */
  receive(messages: ForwardMessage[]): void {
    this.watchForAbandonment();
    for (const { mapId, request } of messages) {
      if (mapId < this.nextMapId) continue;
      if (mapId > this.nextMapId) {
        this.endCall(new FirestoreError('INVALID_ARGUMENT', `Message ${this.nextMapId} of the channel never arrived`));
        return;
      }
      this.nextMapId += 1;
      if (this.callEnded) continue;
      try {
        this.stream.onMessage(request);
      } catch (error) {
        this.endCall(error);
      }
    }
  }

  /** The client has seen every array up to `arrayId`: they are not sent again. */
  acknowledge(arrayId: number): void {
    if (Number.isSafeInteger(arrayId)) this.unacknowledged = this.unacknowledged.filter(({ id }) => id > arrayId);
  }

  /**
   * A forward request's answer: whether a back channel is open (0 tells the client to open another),
   * the last array id sent so far, and how many bytes await acknowledgement.
   */
  forwardAnswer(): string {
    const outstanding = this.unacknowledged.reduce((bytes, { content }) => bytes + JSON.stringify(content).length, 0);
    return chunk([this.backChannel ? 1 : 0, this.lastArrayId, outstanding]);
  }

  /** A back channel GET: it replaces any earlier one and first gets every array after `acknowledged`. */
  attachBackChannel(response: ServerResponse, acknowledged: number, longPoll: boolean, longPollMs: number): void {
    this.acknowledge(acknowledged);
    if (this.backChannel) this.detach(this.backChannel);
    const backChannel: BackChannel = {
      response,
      longPoll,
      sentUpTo: Number.isSafeInteger(acknowledged) ? acknowledged : 0,
      carried: 0,
    };
    this.backChannel = backChannel;
    clearTimeout(this.abandonTimer);
    clearInterval(this.keepAlive);
    response.on('close', () => this.detach(backChannel));
    const period = longPoll ? Math.min(longPollMs, KEEPALIVE_MS) : KEEPALIVE_MS;
    this.keepAlive = setInterval(() => this.enqueue(['noop']), period);
    this.keepAlive.unref();
    this.flush();
    // A first byte at once tells the client no buffering proxy sits in between, so it keeps streaming.
    if (!longPoll && backChannel.sentUpTo === this.lastArrayId) this.enqueue(['noop']);
  }

  /** Terminated by the client, abandoned, or the server stopping: the call is released for good. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.abandonTimer);
    if (this.backChannel) this.detach(this.backChannel);
    this.endCall();
    this.onClosed(this);
  }

  /**
   * The call is over: an error goes down as Google's `{"error": …}` message followed by "close",
   * which ends the client's channel; the session lingers until the client terminates it.
   */
  private endCall(error?: unknown): void {
    if (this.callEnded) return;
    this.callEnded = true;
    if (error !== undefined) {
      const failure =
        error instanceof FirestoreError
          ? error
          : new FirestoreError('INTERNAL', error instanceof Error ? error.message : String(error));
      this.enqueue([failure.toRestBody()]);
      this.enqueue(['close']);
    }
    this.stream.onClose();
  }

  private enqueue(content: Json[]): void {
    if (this.closed) return;
    this.lastArrayId += 1;
    this.unacknowledged.push({ id: this.lastArrayId, content });
    this.flush();
  }

  private flush(): void {
    const backChannel = this.backChannel;
    if (!backChannel) return;
    const due = this.unacknowledged.filter(({ id }) => id > backChannel.sentUpTo);
    if (due.length === 0) return;
    const text = chunk(due.map(({ id, content }) => [id, content]));
    backChannel.response.write(text);
    backChannel.sentUpTo = due[due.length - 1].id;
    backChannel.carried += text.length;
    if (backChannel.longPoll || backChannel.carried >= BACK_CHANNEL_BYTES) this.detach(backChannel);
  }

  /** Ends a back channel's response (if the client has not dropped it) and forgets it. */
  private detach(backChannel: BackChannel): void {
    if (!backChannel.response.writableEnded) backChannel.response.end();
    if (this.backChannel !== backChannel) return;
    this.backChannel = null;
    clearInterval(this.keepAlive);
    if (!this.closed) this.watchForAbandonment();
  }

  private watchForAbandonment(): void {
    clearTimeout(this.abandonTimer);
    if (this.backChannel) return;
    this.abandonTimer = setTimeout(() => this.close(), ABANDONED_AFTER_MS);
    this.abandonTimer.unref();
  }
}

import { gunzipSync, inflateSync } from 'node:zlib';
import { GRPC_CODES } from './errors.js';

/** A failure that ends a call with this grpc-status and grpc-message. */
export class GrpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const HEADER_BYTES = 5;

/** One message in gRPC's length-prefixed framing: uncompressed flag, 4-byte big-endian length, bytes. */
export function frameMessage(message: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(HEADER_BYTES + message.length);
  frame.writeUInt8(0, 0);
  frame.writeUInt32BE(message.length, 1);
  frame.set(message, HEADER_BYTES);
  return frame;
}

function decompress(payload: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case 'gzip':
      return gunzipSync(payload);
    case 'deflate':
      return inflateSync(payload);
    default:
      throw new GrpcError(
        GRPC_CODES.UNIMPLEMENTED,
        `Compressed message received without a supported grpc-encoding (${encoding ?? 'none'})`,
      );
  }
}

/**
 * Reads a call's request messages as its bytes arrive: a streaming call's messages come over time,
 * and one may be split across, or share, HTTP/2 DATA frames.
 */
export class MessageReader {
  private buffered: Buffer = Buffer.alloc(0);

  /** `encoding` is the call's grpc-encoding header; a message declared longer than `maxMessageBytes` is refused before it is buffered. */
  constructor(
    private readonly encoding: string | undefined,
    private readonly maxMessageBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** The messages completed by this chunk, in order. */
  push(chunk: Buffer): Buffer[] {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const messages: Buffer[] = [];
    let offset = 0;
    while (this.buffered.length - offset >= HEADER_BYTES) {
      const compressed = this.buffered.readUInt8(offset);
      if (compressed > 1) throw new GrpcError(GRPC_CODES.INTERNAL, `Invalid compressed flag ${compressed}`);
      const length = this.buffered.readUInt32BE(offset + 1);
      if (length > this.maxMessageBytes)
        throw new GrpcError(GRPC_CODES.RESOURCE_EXHAUSTED, `Message larger than ${this.maxMessageBytes} bytes`);
      const start = offset + HEADER_BYTES;
      if (this.buffered.length - start < length) break;
      const payload = this.buffered.subarray(start, start + length);
      messages.push(compressed === 1 ? decompress(payload, this.encoding) : payload);
      offset = start + length;
    }
    this.buffered = this.buffered.subarray(offset);
    return messages;
  }

  /** Called at half-close: a partial message left over means the client broke off mid-frame. */
  finish(): void {
    if (this.buffered.length > 0) throw new GrpcError(GRPC_CODES.INTERNAL, 'Encountered end-of-stream mid-frame');
  }
}

/** Splits a whole request body into its messages; `encoding` is the call's grpc-encoding header. */
export function parseFrames(body: Buffer, encoding: string | undefined): Buffer[] {
  const reader = new MessageReader(encoding);
  const messages = reader.push(body);
  reader.finish();
  return messages;
}

/** grpc-message is percent-encoded UTF-8: anything outside printable ASCII, and '%' itself. */
export function encodeGrpcMessage(message: string): string {
  let encoded = '';
  for (const byte of Buffer.from(message, 'utf8')) {
    encoded +=
      byte < 0x20 || byte > 0x7e || byte === 0x25
        ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(byte);
  }
  return encoded;
}

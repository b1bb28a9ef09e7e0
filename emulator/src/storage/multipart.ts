import { badRequest } from './http.js';

export interface MultipartUpload {
  metadata: Record<string, unknown>;
  /** The Content-Type of the media part, which clients use to say the object's type. */
  mediaContentType?: string;
  media: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

function boundaryOf(contentType: string): string {
  if (!/^multipart\/related\b/i.test(contentType)) {
    throw badRequest(`Bad content type for a multipart upload: "${contentType}". Expected multipart/related.`);
  }
  const match = contentType.match(/boundary=(?:"([^"]+)"|([^;\s]+))/i);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw badRequest('The multipart/related Content-Type has no boundary.');
  return boundary;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Parses the two-part `multipart/related` body both Storage APIs take: JSON metadata, then the media.
 * The media part is located from the end of the body (its closing delimiter), so bytes inside the
 * media that happen to resemble a delimiter are kept intact, and nothing is copied.
 */
export function parseMultipartUpload(contentType: string, body: Buffer): MultipartUpload {
  const delimiter = `--${boundaryOf(contentType)}`;
  const malformed = () => badRequest('Malformed multipart body: expected a JSON metadata part and a media part.');

  const firstDelimiter = body.indexOf(delimiter);
  if (firstDelimiter === -1) throw malformed();
  const metadataHeadersStart = firstDelimiter + delimiter.length;
  const metadataHeadersEnd = body.indexOf(HEADER_END, metadataHeadersStart);
  if (metadataHeadersEnd === -1) throw malformed();
  const secondDelimiter = body.indexOf(`\r\n${delimiter}`, metadataHeadersEnd + HEADER_END.length);
  if (secondDelimiter === -1) throw malformed();
  const metadataText = body.toString('utf8', metadataHeadersEnd + HEADER_END.length, secondDelimiter);

  const mediaHeadersStart = secondDelimiter + 2 + delimiter.length;
  const mediaHeadersEnd = body.indexOf(HEADER_END, mediaHeadersStart);
  const closing = body.lastIndexOf(`\r\n${delimiter}--`);
  if (mediaHeadersEnd === -1 || closing === -1 || closing < mediaHeadersEnd) throw malformed();
  const mediaHeaders = parseHeaders(body.toString('utf8', mediaHeadersStart, mediaHeadersEnd));
  let media = body.subarray(mediaHeadersEnd + HEADER_END.length, closing);
  if (mediaHeaders.get('content-transfer-encoding')?.toLowerCase() === 'base64') {
    media = Buffer.from(media.toString('latin1'), 'base64');
  }

  let metadata: unknown;
  try {
    metadata = metadataText.trim() === '' ? {} : JSON.parse(metadataText);
  } catch {
    throw badRequest('Malformed multipart body: the metadata part is not valid JSON.');
  }
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) {
    throw badRequest('Malformed multipart body: the metadata part must be a JSON object.');
  }
  return { metadata: metadata as Record<string, unknown>, mediaContentType: mediaHeaders.get('content-type'), media };
}

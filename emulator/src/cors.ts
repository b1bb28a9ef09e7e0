import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Lets a page on another origin call the emulator as it calls Google's servers: the origin echoed with
 * credentials allowed (the SDKs' XHRs send credentials, which `*` would refuse), the headers the
 * preflight asks for allowed, and the answer's own headers the page reads exposed.
 */
export function allowCrossOrigin(
  req: IncomingMessage,
  res: ServerResponse,
  { methods, exposedHeaders }: { methods: string; exposedHeaders?: string },
): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', methods);
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  if (exposedHeaders) res.setHeader('Access-Control-Expose-Headers', exposedHeaders);
  res.setHeader('Access-Control-Max-Age', '3600');
  // Chrome asks before a public page may reach a local server (Private Network Access).
  if (req.headers['access-control-request-private-network'])
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
}

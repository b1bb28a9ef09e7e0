import { createServer as createHttp1Server } from 'node:http';
import { createServer as createHttp2Server } from 'node:http2';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import type { FirestoreEngine } from './engine.js';
import { createGrpcHandler } from './grpc.js';
import { createRestHandler } from './rest.js';
import { createWebChannelHandler } from './webchannel.js';

// Cleartext gRPC clients open with this preface; browsers and the web SDK speak HTTP/1.1.
const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');

export interface FirestoreServerOptions {
  engine: FirestoreEngine;
  host: string;
  /** 0 picks a free port. */
  port: number;
}

export interface FirestoreServer {
  port: number;
  close(): Promise<void>;
}

/**
 * One port for every transport, as Google's emulator does: REST and WebChannel over HTTP/1.1, gRPC
 * over HTTP/2.
 */
export async function startFirestoreServer({ engine, host, port }: FirestoreServerOptions): Promise<FirestoreServer> {
  // The browser SDK's WebChannel shares the HTTP/1.1 side with REST.
  const webChannel = createWebChannelHandler(engine);
  const restHandler = createRestHandler(engine);
  const rest = createHttp1Server((req, res) => {
    if (!webChannel.handle(req, res)) restHandler(req, res);
  });
  rest.keepAliveTimeout = 5_000;
  const grpc = createHttp2Server();
  grpc.on('stream', createGrpcHandler(engine));
  grpc.on('sessionError', () => {});

  const sockets = new Set<Socket>();
  const front = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let received = Buffer.alloc(0);
    const sniff = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const compared = Math.min(received.length, HTTP2_PREFACE.length);
      const looksHttp2 = received.subarray(0, compared).equals(HTTP2_PREFACE.subarray(0, compared));
      if (looksHttp2 && received.length < HTTP2_PREFACE.length) return; // wait for the whole preface
      socket.off('data', sniff);
      socket.pause();
      socket.unshift(received);
      (looksHttp2 ? grpc : rest).emit('connection', socket);
      // The HTTP/2 session reads the socket itself; resuming it too would steal its bytes.
      if (!looksHttp2) socket.resume();
    };
    socket.on('data', sniff);
  });

  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, host, () => {
      front.off('error', reject);
      resolve();
    });
  });
  front.on('error', () => {});

  return {
    port: (front.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        webChannel.close();
        for (const socket of sockets) socket.destroy();
        rest.closeAllConnections();
        grpc.close();
      }),
  };
}

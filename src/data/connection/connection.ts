import { useSyncExternalStore } from 'react';
import { isBrowserOffline } from '../../lib/firebase/network';

/** The browser's connection as the portal tells people about it. */
export interface Connection {
  /** When the browser went offline (ISO time); undefined while online. */
  offlineSince?: string;
  /** Back online, and writes made offline are still on their way to the server. */
  sending: boolean;
}

let current: Connection = { offlineSince: isBrowserOffline() ? new Date().toISOString() : undefined, sending: false };
const subscribers = new Set<() => void>();

function publish(next: Connection): void {
  current = next;
  subscribers.forEach((notify) => notify());
}

/**
 * Back online: Firestore sends the writes it kept (it needs no help for that); the banner says so
 * until the server has them all. A page that never used Firestore has nothing waiting.
 */
async function sendKeptWrites(): Promise<void> {
  publish({ sending: true });
  try {
    const { cachedFirestore, cachedFirestoreStarted } = await import('../../lib/firebase/firestore-sdks');
    if (cachedFirestoreStarted()) await (await cachedFirestore()).keptWritesSent();
  } finally {
    if (!current.offlineSince) publish({ sending: false });
  }
}

function watchBrowser(): void {
  window.addEventListener('offline', () => publish({ offlineSince: new Date().toISOString(), sending: false }));
  window.addEventListener('online', () => void sendKeptWrites().catch(() => undefined));
}
if (typeof window !== 'undefined') watchBrowser();

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The connection, following the browser's online and offline events and Firestore's writes kept offline. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, () => current);
}

import { describe, expect, it } from 'vitest';
import { parseClientEnv } from './env';

const base = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-eventflow',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-eventflow.appspot.com',
  VITE_EVENT_ID: 'demo-event',
};

describe('parseClientEnv', () => {
  it('wires the emulators only when the switch is on, with the default ports', () => {
    expect(parseClientEnv(base).emulators).toBeUndefined();
    expect(parseClientEnv({ ...base, VITE_USE_EMULATORS: 'true' }).emulators).toEqual({
      host: '127.0.0.1',
      authPort: 9099,
      firestorePort: 8080,
      storagePort: 9199,
      functionsPort: 5001,
    });
  });

  it('treats a blank tenant id as no tenant', () => {
    expect(parseClientEnv({ ...base, VITE_TENANT_ID: ' ' }).tenantId).toBeUndefined();
    expect(parseClientEnv({ ...base, VITE_TENANT_ID: 'tenant-1' }).tenantId).toBe('tenant-1');
  });

  it('names what is missing', () => {
    expect(() => parseClientEnv({ ...base, VITE_EVENT_ID: undefined })).toThrow(/VITE_EVENT_ID/);
  });
});

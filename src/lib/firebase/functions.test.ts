import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSignInCallable } from '../../domain/auth-callables';
import { CONNECTION_MESSAGES } from '../../domain/messages';
import { callFunction } from './functions';

describe('callFunction', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('refuses a callable while the browser is offline with the plain message, before reaching for the SDK', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(callFunction(recordSignInCallable, {})).rejects.toThrow(CONNECTION_MESSAGES.needsConnection);
  });

  it('online, goes on to the call (here: no Firebase configuration in the unit tests)', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    await expect(callFunction(recordSignInCallable, {})).rejects.toThrow(/configuration is incomplete/);
  });
});

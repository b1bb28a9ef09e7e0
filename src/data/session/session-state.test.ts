import { describe, expect, it, vi } from 'vitest';
import { getSession, setSession, subscribeToSession } from './session-state';

describe('the session store', () => {
  it('starts loading, and tells its subscribers of every change until they unsubscribe', () => {
    expect(getSession()).toEqual({ status: 'loading' });
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    setSession({ status: 'signedOut' });
    expect(getSession()).toEqual({ status: 'signedOut' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setSession({ status: 'loading' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

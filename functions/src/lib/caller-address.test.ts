import type { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callerAddress } from './caller-address';

const request = (forwarded: string | string[] | undefined, remoteAddress?: string) => ({
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  socket: { remoteAddress } as Socket,
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('callerAddress', () => {
  it("deployed, answers the hop Google's front end appended, whatever the caller wrote before it", () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(callerAddress(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(callerAddress(request('1.2.3.4, 5.6.7.8, 203.0.113.7'))).toBe('203.0.113.7');
    expect(callerAddress(request(['9.9.9.9', '198.51.100.2 , 203.0.113.7 ']))).toBe('203.0.113.7');
  });

  it('falls back to the connection without a forwarded hop', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    expect(callerAddress(request(undefined, '198.51.100.9'))).toBe('198.51.100.9');
    expect(callerAddress(request(' , ', '198.51.100.9'))).toBe('198.51.100.9');
    expect(callerAddress(request(undefined))).toBeUndefined();
  });

  it('in the Functions emulator, which has no front end, ignores the header the caller wrote', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    expect(callerAddress(request('203.0.113.7', '127.0.0.1'))).toBe('127.0.0.1');
    expect(callerAddress(request('203.0.113.7'))).toBeUndefined();
  });
});

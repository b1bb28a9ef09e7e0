import { describe, expect, it } from 'vitest';
import { authLinkUrl, readAuthLinkParams } from '../../../src/domain/auth-callables';
import { inAppContinuePath } from '../../../src/domain/continue-path';
import { newTokenRecord, tokenHash, tokenStatus, TOKEN_LIFETIME_MS } from './token-links';

const issuedAt = new Date('2026-05-01T09:00:00.000Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('token records', () => {
  it('last 72 hours for a set-password link and 1 hour for reset and email change links', () => {
    expect(newTokenRecord({ uid: 'u1', mode: 'setPassword' }, issuedAt).expiresAt).toBe('2026-05-04T09:00:00.000Z');
    expect(newTokenRecord({ uid: 'u1', mode: 'resetPassword' }, issuedAt).expiresAt).toBe('2026-05-01T10:00:00.000Z');
    expect(
      newTokenRecord(
        { uid: 'u1', mode: 'verifyAndChangeEmail', tenantId: 't1', newEmail: 'new@x.co', originalEmail: 'old@x.co' },
        issuedAt,
      ),
    ).toEqual({
      uid: 'u1',
      mode: 'verifyAndChangeEmail',
      tenantId: 't1',
      newEmail: 'new@x.co',
      originalEmail: 'old@x.co',
      continuePath: null,
      createdAt: '2026-05-01T09:00:00.000Z',
      expiresAt: '2026-05-01T10:00:00.000Z',
      usedAt: null,
      rolledBackAt: null,
    });
  });

  it('are stored under the sha-256 of the token, never the token itself', () => {
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('tokenStatus', () => {
  const record = newTokenRecord({ uid: 'u1', mode: 'resetPassword' }, issuedAt);

  it('accepts an unused token of the right account and purpose until it expires', () => {
    expect(tokenStatus(record, { uid: 'u1', mode: 'resetPassword' }, later(TOKEN_LIFETIME_MS.resetPassword - 1))).toBe(
      'valid',
    );
    expect(tokenStatus(record, { uid: 'u1', mode: ['setPassword', 'resetPassword'] }, issuedAt)).toBe('valid');
  });

  it('is expired from the moment its lifetime ends', () => {
    expect(tokenStatus(record, { uid: 'u1', mode: 'resetPassword' }, later(TOKEN_LIFETIME_MS.resetPassword))).toBe(
      'expired',
    );
  });

  it('works once: a used token is used, even before it would expire', () => {
    const used = { ...record, usedAt: later(1000).toISOString() };
    expect(tokenStatus(used, { uid: 'u1', mode: 'resetPassword' }, later(2000))).toBe('used');
    // Used counts before expired: the person learns the real reason.
    expect(tokenStatus(used, { uid: 'u1', mode: 'resetPassword' }, later(TOKEN_LIFETIME_MS.resetPassword * 2))).toBe(
      'used',
    );
  });

  it('is invalid when missing, for another account, tenant or purpose', () => {
    expect(tokenStatus(undefined, { uid: 'u1', mode: 'resetPassword' }, issuedAt)).toBe('invalid');
    expect(tokenStatus(record, { uid: 'u1', mode: 'resetPassword', tenantId: 'other-tenant' }, issuedAt)).toBe(
      'invalid',
    );
    const tenantRecord = newTokenRecord({ uid: 'u1', mode: 'resetPassword', tenantId: 't1' }, issuedAt);
    expect(tokenStatus(tenantRecord, { uid: 'u1', mode: 'resetPassword' }, issuedAt)).toBe('invalid');
    expect(tokenStatus(tenantRecord, { uid: 'u1', mode: 'resetPassword', tenantId: 't1' }, issuedAt)).toBe('valid');
    expect(tokenStatus(record, { uid: 'u2', mode: 'resetPassword' }, issuedAt)).toBe('invalid');
    expect(tokenStatus(record, { uid: 'u1', mode: 'verifyAndChangeEmail' }, issuedAt)).toBe('invalid');
  });
});

describe('auth links', () => {
  it('point at the page of their mode and carry continuePath, mode, token and uid', () => {
    const url = authLinkUrl('http://127.0.0.1:5173', {
      token: 'abc_-1',
      uid: 'u1',
      mode: 'resetPassword',
      continuePath: '/my-team',
    });
    expect(url).toBe(
      'http://127.0.0.1:5173/auth/reset-password?continuePath=%2Fmy-team&mode=resetPassword&token=abc_-1&uid=u1',
    );
    expect(authLinkUrl('https://portal.example.com/', { token: 't', uid: 'u', mode: 'setPassword' })).toBe(
      'https://portal.example.com/auth/set-password?continuePath=%2F&mode=setPassword&token=t&uid=u',
    );
    expect(
      new URL(authLinkUrl('https://p.example.com', { token: 't', uid: 'u', mode: 'verifyAndChangeEmail' })).pathname,
    ).toBe('/auth/update-email');
  });

  it('read back from the page they open; incomplete links read as nothing', () => {
    const url = new URL(
      authLinkUrl('https://p.example.com', { token: 't1', uid: 'u1', mode: 'setPassword', continuePath: '/tasks' }),
    );
    expect(readAuthLinkParams(url.searchParams)).toEqual({
      token: 't1',
      uid: 'u1',
      mode: 'setPassword',
      continuePath: '/tasks',
    });
    expect(readAuthLinkParams(new URLSearchParams('mode=setPassword&uid=u1'))).toBeUndefined();
    expect(readAuthLinkParams(new URLSearchParams('mode=unlock&uid=u1&token=t'))).toBeUndefined();
  });

  it('continue only to paths inside the app', () => {
    expect(inAppContinuePath('/my-account')).toBe('/my-account');
    expect(inAppContinuePath('/tasks?page=2#top')).toBe('/tasks?page=2#top');
    expect(inAppContinuePath('/authors')).toBe('/authors');
    expect(inAppContinuePath('https://portal.example.com/tasks?page=2')).toBeUndefined();
    expect(inAppContinuePath('//evil.example.com')).toBeUndefined();
    expect(inAppContinuePath('/\\evil.example.com')).toBeUndefined();
    expect(inAppContinuePath('/\\/evil.example.com')).toBeUndefined();
    expect(inAppContinuePath('/tasks\\..\\x')).toBeUndefined();
    expect(inAppContinuePath('/\t/evil.example.com')).toBeUndefined();
    expect(inAppContinuePath('/auth/login')).toBeUndefined();
    expect(inAppContinuePath('/x/../auth/login')).toBeUndefined();
    expect(inAppContinuePath('javascript:alert(1)')).toBeUndefined();
    expect(inAppContinuePath(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { auditFieldsSchema, stampCreate, stampUpdate } from './audit';

describe('audit fields', () => {
  const now = new Date('2026-03-01T09:30:00.000Z');

  it('stamps an update with the ISO time and the user id', () => {
    expect(stampUpdate('u1', now)).toEqual({ updatedAt: '2026-03-01T09:30:00.000Z', updatedBy: 'u1' });
  });

  it('stamps a creation with all four fields', () => {
    expect(stampCreate('u1', now)).toEqual({
      createdAt: '2026-03-01T09:30:00.000Z',
      createdBy: 'u1',
      updatedAt: '2026-03-01T09:30:00.000Z',
      updatedBy: 'u1',
    });
  });

  it('reads date-times or empty, ids or empty, numeric ids as text', () => {
    expect(auditFieldsSchema.parse({})).toEqual({ createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' });
    expect(auditFieldsSchema.parse({ createdAt: '2026-03-01T10:30:00+01:00', createdBy: 42 })).toMatchObject({
      createdAt: '2026-03-01T10:30:00+01:00',
      createdBy: '42',
    });
    expect(auditFieldsSchema.safeParse({ updatedAt: 'yesterday' }).success).toBe(false);
  });
});

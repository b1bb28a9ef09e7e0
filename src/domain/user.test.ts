import { describe, expect, it } from 'vitest';
import { eventRecordSchema } from './event-record';
import { sidebarSectionSchema } from './sidebar-section';
import { normaliseEmail, PERMISSION_MESSAGES, permissionChangeRefusal, userProfileSchema, userSchema } from './user';

describe('userSchema', () => {
  it('applies the defaults of a stored user', () => {
    expect(userSchema.parse({ id: 'u1', firstName: ' Ada ', surname: 'Lovelace', email: ' ada@expo.test ' })).toEqual({
      id: 'u1',
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@expo.test',
      permissions: 'user',
      teamId: '',
      teamRole: 'user',
      hasLoggedIn: false,
      lastLoginInTime: '',
      notificationIds: [],
      isOnboarded: false,
      emailResponseIds: [],
      createdAt: '',
      createdBy: '',
      updatedAt: '',
      updatedBy: '',
    });
  });

  it('keeps the team-level role apart from the event-wide one', () => {
    const person = userSchema.parse({ id: 'u1', email: 'a@b.co', teamRole: 'admin' });
    expect(person).toMatchObject({ teamRole: 'admin', permissions: 'user' });
    expect(userSchema.parse({ id: 'u1', email: 'a@b.co', teamRole: 'owner' }).teamRole).toBe('user');
  });

  it('reads an unknown role as user and keeps a known one', () => {
    const base = { id: 'u1', email: 'a@b.co' };
    expect(userSchema.parse({ ...base, permissions: 'root' }).permissions).toBe('user');
    expect(userSchema.parse({ ...base, permissions: 'moderator' }).permissions).toBe('moderator');
  });

  it('requires an id and a valid email', () => {
    expect(userSchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(userSchema.safeParse({ id: 'u1', email: 'not-an-email' }).success).toBe(false);
  });

  it('turns numeric ids into text', () => {
    expect(userSchema.parse({ id: 9, email: 'a@b.co', notificationIds: [1, 'n2'] })).toMatchObject({
      id: '9',
      notificationIds: ['1', 'n2'],
    });
  });

  it('lower-cases emails for storage', () => {
    expect(normaliseEmail('  Ada@Expo.TEST ')).toBe('ada@expo.test');
  });
});

describe('userProfileSchema', () => {
  it('holds the event ids, empty by default', () => {
    expect(userProfileSchema.parse({ id: 'u1', email: 'a@b.co' }).eventIds).toEqual([]);
    expect(userProfileSchema.parse({ id: 'u1', email: 'a@b.co', eventIds: ['e1'] }).eventIds).toEqual(['e1']);
  });
});

describe('eventRecordSchema', () => {
  it('reads the event record of My events', () => {
    expect(eventRecordSchema.parse({ id: 'e1', eventName: ' Expo ', startDate: '2026-05-01', extra: 1 })).toEqual({
      id: 'e1',
      eventName: 'Expo',
      startDate: '2026-05-01',
      endDate: '',
      appUrl: '',
    });
  });
});

describe('sidebarSectionSchema', () => {
  it('reads a section with its ordered items', () => {
    expect(sidebarSectionSchema.parse({ id: 's1', heading: ' Info ', itemIds: ['c1', 2], index: 3 })).toMatchObject({
      heading: 'Info',
      itemIds: ['c1', '2'],
      index: 3,
      isCollapsable: false,
    });
    expect(sidebarSectionSchema.safeParse({ id: 's1', index: -1 }).success).toBe(false);
  });
});

describe('permissionChangeRefusal', () => {
  const target = (permissions: 'user' | 'admin' | 'eventflowAdmin') => ({ id: 'them', permissions });
  it('refuses changing one’s own role, and admin roles to anyone below them', () => {
    expect(permissionChangeRefusal({ uid: 'them', role: 'admin' }, target('user'), 'moderator')).toBe(
      PERMISSION_MESSAGES.ownRole,
    );
    expect(permissionChangeRefusal({ uid: 'me', role: 'moderator' }, target('user'), 'admin')).toBe(
      PERMISSION_MESSAGES.adminOnly,
    );
    expect(permissionChangeRefusal({ uid: 'me', role: 'moderator' }, target('admin'), 'user')).toBe(
      PERMISSION_MESSAGES.adminOnly,
    );
    expect(permissionChangeRefusal({ uid: 'me', role: 'admin' }, target('user'), 'eventflowAdmin')).toBe(
      PERMISSION_MESSAGES.adminOnly,
    );
    expect(permissionChangeRefusal({ uid: 'me', role: 'admin' }, target('eventflowAdmin'), 'admin')).toBe(
      PERMISSION_MESSAGES.adminOnly,
    );
  });
  it('allows the changes within reach', () => {
    expect(permissionChangeRefusal({ uid: 'me', role: 'moderator' }, target('user'), 'moderator')).toBeUndefined();
    expect(permissionChangeRefusal({ uid: 'me', role: 'admin' }, target('user'), 'admin')).toBeUndefined();
    expect(
      permissionChangeRefusal({ uid: 'me', role: 'eventflowAdmin' }, target('admin'), 'eventflowAdmin'),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasRole,
  isRole,
  PERMISSION_AREAS,
  personLabel,
  ROLES,
  roleLabel,
  roleRank,
  STAND_SHARE_ROLES,
  TEAM_ROLES,
} from './roles';
import { roleSchema, strictRoleSchema } from './role-schema';

describe('roles', () => {
  it("calls organisers by their role and a team's people its owner or member, never 'User'", () => {
    const team = { ownerId: 'owner' };
    expect(personLabel({ uid: 'm1', role: 'moderator', teamId: '' }, undefined)).toBe('Moderator');
    expect(personLabel({ uid: 'a1', role: 'admin', teamId: 't1' }, team)).toBe('Admin');
    expect(personLabel({ uid: 'owner', role: 'user', teamId: 't1' }, team)).toBe('Team owner');
    expect(personLabel({ uid: 'someone', role: 'user', teamId: 't1' }, team)).toBe('Team member');
    expect(personLabel({ uid: 'owner', role: 'user', teamId: 't1' }, undefined)).toBe('');
    expect(personLabel({ uid: 'u1', role: 'user', teamId: '' }, undefined)).toBe('User');
  });

  it('ranks user < reportViewer < moderator < admin < eventflowAdmin', () => {
    expect(ROLES).toEqual(['user', 'reportViewer', 'moderator', 'admin', 'eventflowAdmin']);
    expect(ROLES.map(roleRank)).toEqual([0, 1, 2, 3, 4]);
  });

  it('passes a check when the rank is at least the required rank', () => {
    expect(hasRole('moderator', 'moderator')).toBe(true);
    expect(hasRole('admin', 'moderator')).toBe(true);
    expect(hasRole('eventflowAdmin', 'admin')).toBe(true);
    expect(hasRole('reportViewer', 'moderator')).toBe(false);
    expect(hasRole('user', 'reportViewer')).toBe(false);
  });

  it('never passes without a role', () => {
    expect(hasRole(null, 'user')).toBe(false);
    expect(hasRole(undefined, 'user')).toBe(false);
  });

  it('shows eventflowAdmin as Eventflow Staff', () => {
    expect(roleLabel('eventflowAdmin')).toBe('Eventflow Staff');
    expect(roleLabel('reportViewer')).toBe('Report Viewer');
  });

  it('reads a missing or unknown stored role as user', () => {
    expect(roleSchema.parse(undefined)).toBe('user');
    expect(roleSchema.parse('superuser')).toBe('user');
    expect(roleSchema.parse('admin')).toBe('admin');
  });

  it('rejects an unknown role where one is being set', () => {
    expect(strictRoleSchema.safeParse('superuser').success).toBe(false);
    expect(isRole('moderator')).toBe(true);
    expect(isRole('teamOwner')).toBe(false);
  });

  it('names the team-level roles, stand-share roles and permission areas', () => {
    expect(TEAM_ROLES).toEqual(['teamOwner', 'teamMember']);
    expect(STAND_SHARE_ROLES).toEqual(['none', 'parent', 'child']);
    expect(PERMISSION_AREAS).toEqual([
      'content',
      'downloads',
      'myAccount',
      'changePassword',
      'suppliers',
      'tasks',
      'team',
      'notifications',
    ]);
  });
});

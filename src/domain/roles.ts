/** Portal roles, lowest to highest. A user's role is stored as `permissions` on their event user. */
export const ROLES = ['user', 'reportViewer', 'moderator', 'admin', 'eventflowAdmin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = {
  user: 'User',
  reportViewer: 'Report Viewer',
  moderator: 'Moderator',
  admin: 'Admin',
  eventflowAdmin: 'Eventflow Staff',
} as const satisfies Record<Role, string>;

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/**
 * What the portal calls a signed-in person: organisers by their role; a person of the 'user' role
 * with a team as its owner or member; '' while their team is still being read.
 */
export function personLabel(
  person: { uid: string; role: Role; teamId: string },
  team: { ownerId: string } | undefined,
): string {
  if (person.role !== 'user' || !person.teamId) return roleLabel(person.role);
  if (!team) return '';
  return team.ownerId === person.uid ? 'Team owner' : 'Team member';
}

export const DEFAULT_ROLE: Role = 'user';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** True when `role` ranks at least as high as `required`; no role (signed out) never passes. */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  return role != null && roleRank(role) >= roleRank(required);
}

/** Roles within a team. */
export const TEAM_ROLES = ['teamOwner', 'teamMember'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A team's place in a stand share (the spec also calls it the team mode): a parent team holds child teams. */
export const STAND_SHARE_ROLES = ['none', 'parent', 'child'] as const;
export type StandShareRole = (typeof STAND_SHARE_ROLES)[number];
export const DEFAULT_STAND_SHARE_ROLE: StandShareRole = 'none';

/** The areas a team-facing permission can be about. */
export const PERMISSION_AREAS = [
  'content',
  'downloads',
  'myAccount',
  'changePassword',
  'suppliers',
  'tasks',
  'team',
  'notifications',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

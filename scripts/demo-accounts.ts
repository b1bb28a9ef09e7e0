import type { Role } from '../src/domain/roles';

/**
 * The demo sign-ins: one per kind of person who uses the portal. Team owner and team member are
 * plain users (role 'user') whose place in the demo team gives them their team-level role.
 */
export interface DemoAccount {
  /** Stable id, also the auth uid, so tests and restarts find the same people. */
  uid: string;
  /** What `npm start` prints beside the email. */
  label: string;
  email: string;
  firstName: string;
  surname: string;
  role: Role;
  teamRole?: 'teamOwner' | 'teamMember';
}

/** Shared by every demo account, printed by `npm start`; demo data only. */
export const DEMO_PASSWORD = 'eventflow-demo';

export const DEMO_ACCOUNTS = [
  {
    uid: 'demo-team-owner',
    label: 'Team owner',
    email: 'owner@demo.eventflow.test',
    firstName: 'Olivia',
    surname: 'Owens',
    role: 'user',
    teamRole: 'teamOwner',
  },
  {
    uid: 'demo-team-member',
    label: 'Team member',
    email: 'member@demo.eventflow.test',
    firstName: 'Marcus',
    surname: 'Mendes',
    role: 'user',
    teamRole: 'teamMember',
  },
  {
    uid: 'demo-report-viewer',
    label: 'Report viewer',
    email: 'reports@demo.eventflow.test',
    firstName: 'Rita',
    surname: 'Reyes',
    role: 'reportViewer',
  },
  {
    uid: 'demo-moderator',
    label: 'Moderator',
    email: 'moderator@demo.eventflow.test',
    firstName: 'Mo',
    surname: 'Daniels',
    role: 'moderator',
  },
  {
    uid: 'demo-admin',
    label: 'Admin',
    email: 'admin@demo.eventflow.test',
    firstName: 'Ada',
    surname: 'Admiral',
    role: 'admin',
  },
] as const satisfies readonly DemoAccount[];

export function demoAccount(teamRoleOrRole: 'teamOwner' | 'teamMember' | Exclude<Role, 'user'>): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate: DemoAccount) =>
    teamRoleOrRole === 'teamOwner' || teamRoleOrRole === 'teamMember'
      ? candidate.teamRole === teamRoleOrRole
      : candidate.role === teamRoleOrRole,
  );
  if (!account) throw new Error(`No demo account for ${teamRoleOrRole}`);
  return account;
}

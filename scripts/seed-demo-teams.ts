import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import { customFieldSchema, splitCustomFieldValues, teamAdminFieldsSchema } from '../src/domain/custom-field';
import { profilePath, taskStatusId, type EventPaths } from '../src/domain/paths';
import { completeTaskStatus, emptyTaskStatus } from '../src/domain/tasks';
import { teamSchema, withNameSortKey, type CustomFieldValue } from '../src/domain/team';
import { teamTypeSchema } from '../src/domain/team-type';
import { userSchema, withFirstNameSortKey } from '../src/domain/user';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';

/*
 * The demo's teams: two team types and eight teams, one of them a stand share, each with an owner
 * and members, and custom fields with values. Some people have signed in and some teams have done
 * tasks, so the teams report shows a spread of risk (no launch date: Brightside and Green Leaf low,
 * Harbour Media high, the rest medium). The demo sign-ins' team is Northwind Displays;
 * everyone else is a person without a sign-in (their emails go to the local inbox).
 */

export const DEMO_TEAM_ID = 'demo-team';
export const DEMO_TEAM_TYPE_ID = 'demo-team-type';
export const DEMO_SPONSOR_TYPE_ID = 'demo-team-type-sponsor';

const DEMO_TEAM_TYPES = [
  { id: DEMO_TEAM_TYPE_ID, name: 'Exhibitor' },
  { id: DEMO_SPONSOR_TYPE_ID, name: 'Sponsor' },
];

const DEMO_CUSTOM_FIELDS = [
  {
    id: 'demo-field-stand',
    label: 'Stand number',
    type: 'text',
    placeholder: 'e.g. A12',
    description: 'Shown on the floor plan and your badges.',
  },
  { id: 'demo-field-hall', label: 'Hall', type: 'text', placeholder: 'Hall A or Hall B', description: '' },
  {
    id: 'demo-field-power',
    label: 'Needs power',
    type: 'boolean',
    placeholder: '',
    description: 'A 16 A socket on your stand.',
  },
  {
    id: 'demo-field-website',
    label: 'Website',
    type: 'text',
    placeholder: 'https://',
    description: 'Printed in the show guide.',
  },
  {
    id: 'demo-field-invoice',
    label: 'Invoice reference',
    type: 'text',
    placeholder: '',
    description: 'For the organisers only.',
    showField: false,
  },
] as const;

type FieldId = (typeof DEMO_CUSTOM_FIELDS)[number]['id'];

interface Person {
  firstName: string;
  surname: string;
  /** Days since this person last signed in; absent: never signed in. */
  lastLoginDaysAgo?: number;
}

interface DemoTeam {
  id: string;
  name: string;
  typeId: string;
  /** The people of the team; the first is its owner. Absent for the sign-ins' own team. */
  people?: readonly Person[];
  fields: Partial<Record<FieldId, CustomFieldValue>>;
  /** The team whose stand this team shares. */
  sharesStandOf?: string;
  /** Demo tasks (scripts/seed-tasks.ts) this team has completed, beside those seed-tasks.ts marks. */
  completedTaskIds?: readonly string[];
}

const DEMO_TEAMS: readonly DemoTeam[] = [
  {
    id: DEMO_TEAM_ID,
    name: 'Northwind Displays',
    typeId: DEMO_TEAM_TYPE_ID,
    fields: {
      'demo-field-stand': 'A12',
      'demo-field-hall': 'Hall A',
      'demo-field-power': true,
      'demo-field-website': 'https://northwind.example',
      'demo-field-invoice': 'INV-2041',
    },
  },
  {
    id: 'demo-team-brightside',
    name: 'Brightside Robotics',
    typeId: DEMO_TEAM_TYPE_ID,
    people: [
      { firstName: 'Grace', surname: 'Hopkins', lastLoginDaysAgo: 2 },
      { firstName: 'Tariq', surname: 'Aziz', lastLoginDaysAgo: 5 },
      { firstName: 'Ella', surname: 'Novak' },
    ],
    completedTaskIds: ['demo-task-stand-plan', 'demo-task-badges'],
    fields: {
      'demo-field-stand': 'A20',
      'demo-field-hall': 'Hall A',
      'demo-field-power': true,
      'demo-field-website': 'https://brightside.example',
      'demo-field-invoice': 'INV-2042',
    },
  },
  {
    id: 'demo-team-little-lab',
    name: 'Little Lab Studio',
    typeId: DEMO_TEAM_TYPE_ID,
    sharesStandOf: 'demo-team-brightside',
    people: [
      { firstName: 'Noah', surname: 'Berg', lastLoginDaysAgo: 3 },
      { firstName: 'Amara', surname: 'Obi' },
    ],
    fields: { 'demo-field-stand': 'A20', 'demo-field-hall': 'Hall A', 'demo-field-power': false },
  },
  {
    id: 'demo-team-green-leaf',
    name: 'Green Leaf Foods',
    typeId: DEMO_TEAM_TYPE_ID,
    people: [
      { firstName: 'Sofia', surname: 'Rossi', lastLoginDaysAgo: 1 },
      { firstName: 'Ben', surname: 'Carter', lastLoginDaysAgo: 9 },
    ],
    completedTaskIds: ['demo-task-health-safety', 'demo-task-badges'],
    fields: {
      'demo-field-stand': 'B04',
      'demo-field-hall': 'Hall B',
      'demo-field-power': true,
      'demo-field-invoice': 'INV-2043',
    },
  },
  {
    id: 'demo-team-atlas',
    name: 'Atlas Outdoor Gear',
    typeId: DEMO_TEAM_TYPE_ID,
    people: [
      { firstName: 'Liam', surname: 'Walsh' },
      { firstName: 'Yuki', surname: 'Tanaka' },
      { firstName: 'Omar', surname: 'Haddad' },
    ],
    fields: {
      'demo-field-stand': 'B15',
      'demo-field-hall': 'Hall B',
      'demo-field-power': false,
      'demo-field-website': 'https://atlas-outdoor.example',
    },
  },
  {
    id: 'demo-team-meridian',
    name: 'Meridian Bank',
    typeId: DEMO_SPONSOR_TYPE_ID,
    people: [
      { firstName: 'Charlotte', surname: 'Price', lastLoginDaysAgo: 20 },
      { firstName: 'Daniel', surname: 'Kim' },
    ],
    fields: {
      'demo-field-stand': 'Foyer 1',
      'demo-field-hall': 'Hall A',
      'demo-field-power': true,
      'demo-field-invoice': 'SP-0101',
    },
  },
  {
    id: 'demo-team-cobalt',
    name: 'Cobalt Cloud',
    typeId: DEMO_SPONSOR_TYPE_ID,
    people: [
      { firstName: 'Isabel', surname: 'Moreno', lastLoginDaysAgo: 9 },
      { firstName: 'Felix', surname: 'Wagner' },
    ],
    fields: {
      'demo-field-stand': 'Foyer 2',
      'demo-field-hall': 'Hall B',
      'demo-field-power': true,
      'demo-field-website': 'https://cobalt.example',
    },
  },
  {
    id: 'demo-team-harbour-media',
    name: 'Harbour Media Group',
    typeId: DEMO_TEAM_TYPE_ID,
    people: [{ firstName: 'Zara', surname: 'Ahmed' }],
    fields: {
      'demo-field-stand': 'Lounge',
      'demo-field-hall': 'Hall A',
      'demo-field-power': false,
      'demo-field-invoice': 'SP-0102',
    },
  },
];

function personId(teamId: string, person: Person): string {
  return `${teamId}-${person.firstName.toLowerCase()}`;
}

function personEmail(teamId: string, person: Person): string {
  return `${person.firstName.toLowerCase()}.${person.surname.toLowerCase()}@${teamId.replace(/^demo-team-/, '')}.example`;
}

/** The uids of the demo sign-ins with this place in the sign-ins' team. */
function signInUids(teamRole: DemoAccount['teamRole']): string[] {
  return DEMO_ACCOUNTS.filter((account: DemoAccount) => account.teamRole === teamRole).map((account) => account.uid);
}

/** The people records (event user and sign-in profile) of one person. */
function seedPerson(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  eventId: string,
  created: AuditFields,
  person: {
    id: string;
    firstName: string;
    surname: string;
    email: string;
    teamId?: string;
    permissions: string;
    isOnboarded: boolean;
    lastLoginDaysAgo?: number;
  },
) {
  const { isOnboarded, permissions, teamId, lastLoginDaysAgo, ...who } = person;
  const login =
    lastLoginDaysAgo === undefined
      ? {}
      : {
          hasLoggedIn: true,
          lastLoginInTime: new Date(Date.parse(created.createdAt) - lastLoginDaysAgo * 86_400_000).toISOString(),
        };
  batch.set(
    db.doc(paths.user(person.id)),
    withFirstNameSortKey(
      userSchema.parse({ ...who, permissions, teamId: teamId ?? '', isOnboarded, ...login, ...created }),
    ),
  );
  batch.set(db.doc(profilePath(person.id)), { ...who, eventIds: [eventId] });
}

/** Adds the team types, teams, custom fields and every person of the demo (the sign-ins included) to the seed's batch. */
export function seedDemoTeams(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  eventId: string,
  created: AuditFields,
): void {
  DEMO_CUSTOM_FIELDS.forEach((field, index) => {
    const stored = customFieldSchema.parse({ ...field, index, ...created });
    batch.set(db.doc(paths.doc('customFields', stored.id)), stored);
  });
  for (const type of DEMO_TEAM_TYPES) {
    const teamIds = DEMO_TEAMS.filter((team) => team.typeId === type.id).map((team) => team.id);
    batch.set(db.doc(paths.doc('teamTypes', type.id)), teamTypeSchema.parse({ ...type, teamIds, ...created }));
  }

  for (const team of DEMO_TEAMS) {
    const userIds = team.people
      ? team.people.map((person) => personId(team.id, person))
      : [...signInUids('teamOwner'), ...signInUids('teamMember')];
    const children = DEMO_TEAMS.filter((other) => other.sharesStandOf === team.id).map((other) => other.id);
    const { shown, adminOnly } = splitCustomFieldValues(
      team.fields as Record<string, CustomFieldValue>,
      DEMO_CUSTOM_FIELDS.map((field) => ({ id: field.id, showField: !('showField' in field) })),
    );
    batch.set(
      db.doc(paths.doc('teams', team.id)),
      withNameSortKey(
        teamSchema.parse({
          id: team.id,
          name: team.name,
          ownerId: userIds[0],
          userIds,
          customFields: shown,
          standShareRole: team.sharesStandOf ? 'child' : children.length > 0 ? 'parent' : 'none',
          parentTeamId: team.sharesStandOf ?? '',
          childTeamIds: children,
          teamTypeId: team.typeId,
          ...created,
        }),
      ),
    );
    if (Object.keys(adminOnly).length > 0)
      batch.set(
        db.doc(paths.doc('teamAdminFields', team.id)),
        teamAdminFieldsSchema.parse({ id: team.id, values: adminOnly }),
      );
    for (const taskId of team.completedTaskIds ?? []) {
      const status = completeTaskStatus(emptyTaskStatus(taskId, team.id, taskStatusId(taskId, team.id)), {
        isApprovalNeeded: false,
      });
      batch.set(db.doc(paths.taskStatus(taskId, team.id)), { ...status, ...created });
    }
    for (const person of team.people ?? []) {
      const id = personId(team.id, person);
      seedPerson(batch, db, paths, eventId, created, {
        id,
        ...person,
        email: personEmail(team.id, person),
        teamId: team.id,
        permissions: 'user',
        isOnboarded: id !== userIds[0],
      });
    }
  }

  for (const account of DEMO_ACCOUNTS as readonly DemoAccount[]) {
    const { uid, firstName, surname, email, role, teamRole } = account;
    // The sign-ins have been through onboarding, so that each goes straight to their work.
    seedPerson(batch, db, paths, eventId, created, {
      id: uid,
      firstName,
      surname,
      email,
      permissions: role,
      ...(teamRole ? { teamId: DEMO_TEAM_ID } : {}),
      isOnboarded: true,
    });
  }
}

import type { Form } from '../../domain/forms/form';
import type { LogicPerson, LogicTeam } from '../../domain/forms/logic';
import { submissionSchema, type Submission } from '../../domain/forms/submission';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocuments, readWholeCollection } from '../../lib/firebase/documents';
import { listForms, getLoadedForm, type LoadedForm } from '../forms/forms-store';
import { listFormSubmissions } from '../forms/submissions-store';
import { getSettings } from '../settings/settings-store';
import { listTeamAdminFields, listTeams } from '../teams/teams-store';
import { listEventUsers } from '../users/users-store';

// What the forms reports read (report viewers and above; firestore.rules lets them read forms,
// fields, field groups, submissions, teams and users). Drafts are read with the rest and left out
// by the domain (src/domain/reports/form-report.ts): a submission's isDraft changes in place.

/** A name by id, as the reports show submitters and teams. */
export interface NamedEntry {
  id: string;
  name: string;
}

export interface FormsReportData {
  forms: Form[];
  submissions: Submission[];
}

export interface FormReportData {
  loaded: LoadedForm;
  submissions: Submission[];
  teams: NamedEntry[];
  people: NamedEntry[];
  currencyId: string | undefined;
  /** What the logic reads of each team and person, to count only the answers the form showed its submitters. */
  logicTeams: (LogicTeam & { id: string })[];
  logicPeople: (LogicPerson & { id: string })[];
}

export interface SubmissionsReportData {
  forms: NamedEntry[];
  submissions: Submission[];
  teams: NamedEntry[];
  people: NamedEntry[];
}

/** Every submission of the event, drafts included (the reports leave them out). */
export async function listSubmissions(): Promise<Submission[]> {
  return parseDocuments(
    submissionSchema,
    'submission',
    await readWholeCollection(firebaseClient().paths.collection('submissions')),
  );
}

async function listTeamNames(): Promise<NamedEntry[]> {
  return (await listTeams()).map((team) => ({ id: team.id, name: team.name }));
}

const personName = (user: { id: string; firstName: string; surname: string }): NamedEntry => ({
  id: user.id,
  name: `${user.firstName} ${user.surname}`.trim(),
});

async function listPeopleNames(): Promise<NamedEntry[]> {
  return (await listEventUsers()).map(personName);
}

/** Each form with every submission: two collection reads. */
export async function getFormsReport(): Promise<FormsReportData> {
  const [forms, submissions] = await Promise.all([listForms(), listSubmissions()]);
  return { forms, submissions };
}

export interface FormReportRequest {
  formId: string;
  /** Admins read the teams' admin-only custom fields too (firestore.rules keeps them from everyone else). */
  withAdminOnlyFields: boolean;
}

/**
 * One form with its fields and groups, its submissions (a query on formId), the names its rows show,
 * and what its logic reads of the teams and people who sent them.
 */
export async function getFormReport({ formId, withAdminOnlyFields }: FormReportRequest): Promise<FormReportData> {
  const [loaded, submissions, teams, users, variables, adminFields] = await Promise.all([
    getLoadedForm(formId),
    listFormSubmissions(formId),
    listTeams(),
    listEventUsers(),
    getSettings('variables').catch(() => undefined),
    withAdminOnlyFields ? listTeamAdminFields() : [],
  ]);
  const adminValues = new Map(adminFields.map((entry) => [entry.id, entry.values]));
  return {
    loaded,
    submissions,
    teams: teams.map((team) => ({ id: team.id, name: team.name })),
    people: users.map(personName),
    currencyId: variables?.currencyId,
    logicTeams: teams.map((team) => ({
      id: team.id,
      teamTypeId: team.teamTypeId,
      standShareRole: team.standShareRole,
      customFields: { ...team.customFields, ...adminValues.get(team.id) },
    })),
    logicPeople: users.map((user) => ({ id: user.id, teamId: user.teamId, email: user.email, role: user.permissions })),
  };
}

/** Every submission across forms with the form titles, team and people names. */
export async function getSubmissionsReport(): Promise<SubmissionsReportData> {
  const [forms, submissions, teams, people] = await Promise.all([
    listForms(),
    listSubmissions(),
    listTeamNames(),
    listPeopleNames(),
  ]);
  return { forms: forms.map((form) => ({ id: form.id, name: form.title })), submissions, teams, people };
}

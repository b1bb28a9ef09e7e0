import type { Form } from '../../domain/forms/form';
import { submissionSchema, type Submission } from '../../domain/forms/submission';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocuments, readWholeCollection } from '../../lib/firebase/documents';
import { listForms, getLoadedForm, type LoadedForm } from '../forms/forms-store';
import { listFormSubmissions } from '../forms/submissions-store';
import { getSettings } from '../settings/settings-store';
import { listTeams } from '../teams/teams-store';
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

async function listPeopleNames(): Promise<NamedEntry[]> {
  return (await listEventUsers()).map((user) => ({ id: user.id, name: `${user.firstName} ${user.surname}`.trim() }));
}

/** Each form with every submission: two collection reads. */
export async function getFormsReport(): Promise<FormsReportData> {
  const [forms, submissions] = await Promise.all([listForms(), listSubmissions()]);
  return { forms, submissions };
}

/** One form with its fields and groups, its submissions (a query on formId), and the names its rows show. */
export async function getFormReport(formId: string): Promise<FormReportData> {
  const [loaded, submissions, teams, people, variables] = await Promise.all([
    getLoadedForm(formId),
    listFormSubmissions(formId),
    listTeamNames(),
    listPeopleNames(),
    getSettings('variables').catch(() => undefined),
  ]);
  return { loaded, submissions, teams, people, currencyId: variables?.currencyId };
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

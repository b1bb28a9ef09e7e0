import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { formReportTable, formSubmissionCounts, submissionListRows } from '../../domain/reports/form-report';
import { formSummary, submitterLogicContext } from '../../domain/reports/form-summary';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getFormReport, getFormsReport, getSubmissionsReport, listSubmissions } from './report-forms-store';

// The forms reports read as the demo report viewer, with the security rules enforced.
describe('the forms reports against the local stack', () => {
  let client: FirebaseClient;

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'reportViewer');
  });

  it('counts each open form’s sent submissions, drafts left out', async () => {
    const { forms, submissions } = await getFormsReport();
    const counts = formSubmissionCounts(forms, submissions);
    expect(counts.some((row) => row.form.id === 'demo-form-last-year')).toBe(false);
    const stand = counts.find((row) => row.form.id === 'demo-form-stand')!;
    expect(stand.submitted).toBeGreaterThanOrEqual(2);
    expect(stand.submitted).toBe(
      submissions.filter((entry) => entry.formId === stand.form.id && !entry.isDraft).length,
    );
    expect(submissions.some((entry) => entry.id === 'demo-submission-stand-green-leaf-draft')).toBe(true);
    const survey = counts.find((row) => row.form.id === 'demo-form-visitor-survey')!;
    expect(survey.guests).toBeGreaterThanOrEqual(2);
  });

  it("gives a form's report with numbered labels, loops, one cell per address and name, and the guest submitter", async () => {
    const report = await getFormReport({ formId: 'demo-form-stand', withAdminOnlyFields: false });
    const names = {
      personName: (id: string) => report.people.find((person) => person.id === id)?.name,
      teamName: (id: string) => report.teams.find((team) => team.id === id)?.name,
      currencyId: report.currencyId,
      timeZone: 'Europe/London',
    };
    const table = formReportTable(report.loaded.definition, report.submissions, names);
    expect(table.header).toEqual(
      expect.arrayContaining(['02 Stand builder', '03 Invoice address', '08.1.01 Name', '08.2.01 Name']),
    );
    const brightside = table.rows.find((row) => row.id === 'demo-submission-stand-brightside')!;
    const cell = (label: string) => brightside.cells[table.header.indexOf(label)];
    expect(cell('Team')).toBe('Brightside Robotics');
    expect(cell('03 Invoice address')).toBe(
      '12 Forge Lane, Unit 4, Sheffield, South Yorkshire, United Kingdom, S1 2HE',
    );
    expect(cell('08.1.01 Name')).toBe('Dr Grace Hopkins');
    expect(table.rows.some((row) => row.id === 'demo-submission-stand-green-leaf-draft')).toBe(false);

    const survey = await getFormReport({ formId: 'demo-form-visitor-survey', withAdminOnlyFields: false });
    const surveyTable = formReportTable(survey.loaded.definition, survey.submissions, {
      ...names,
      personName: () => undefined,
    });
    expect(
      surveyTable.rows.filter((row) => row.id.startsWith('demo-submission-survey-')).map((row) => row.cells[0]),
    ).toEqual(['Guest submission', 'Guest submission']);
  });

  it("summarises a form's questions over its sent submissions, each read as its submitter", async () => {
    const report = await getFormReport({ formId: 'demo-form-stand', withAdminOnlyFields: false });
    const people = new Map(report.logicPeople.map((person) => [person.id, person]));
    const teams = new Map(report.logicTeams.map((team) => [team.id, team]));
    const summary = formSummary(report.loaded.definition, report.submissions, (submission) =>
      submitterLogicContext(submission, people.get(submission.createdBy), teams.get(submission.teamId)),
    );
    const sent = report.submissions.filter((entry) => !entry.isDraft);
    expect(summary.submissions).toBe(sent.length);
    const standType = summary.questions.find((question) => question.key === 'demo-stand-type')!;
    expect(standType.kind === 'choice' && standType.options.map((option) => option.label)).toEqual([
      'Shell scheme',
      'Space only',
    ]);
    expect(standType.answered).toBe(sent.filter((entry) => entry.values['demo-stand-type']).length);
    // Brightside's speaker has a biography; its technical person's loop asks none.
    expect(summary.questions.find((question) => question.key === 'demo-stand-staff.demo-staff-bio')).toMatchObject({
      latest: expect.arrayContaining(['Grace leads robotics research at Brightside.']),
    });
  });

  it("refuses a report viewer the teams' admin-only custom fields, and gives them to an admin", async () => {
    await expect(getFormReport({ formId: 'demo-form-stand', withAdminOnlyFields: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await signInAsDemo(client.auth, 'admin');
    try {
      const report = await getFormReport({ formId: 'demo-form-stand', withAdminOnlyFields: true });
      expect(report.logicTeams.length).toBeGreaterThan(0);
    } finally {
      await signInAsDemo(client.auth, 'reportViewer');
    }
  });

  it('lists every submission across forms, filtered by form', async () => {
    const report = await getSubmissionsReport();
    const formTitle = (id: string) => report.forms.find((form) => form.id === id)?.name;
    const rows = submissionListRows(
      report.submissions,
      { formId: 'demo-form-visitor-survey', teamId: '' },
      { personName: () => undefined, teamName: () => undefined, formTitle },
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.formTitle === 'Visitor survey')).toBe(true);
  });

  it('refuses a team member every submission of the event', async () => {
    await signInAsDemo(client.auth, 'teamMember');
    try {
      await expect(listSubmissions()).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'reportViewer');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ROLLBACK_SUCCEEDED } from './messages';
import {
  autoMapColumns,
  checkImportRow,
  checkImportRows,
  importOutcomeTable,
  importProgressPercent,
  importRowsFromTable,
  missingRequiredFields,
  rollbackOutcome,
  typeCheckFailureRecord,
  type ImportRow,
} from './team-import';

const context = {
  teamTypes: [{ id: 'tt1', name: 'Exhibitor' }],
  customFields: [
    { id: 'stand', label: 'Stand number', type: 'text' as const, isRequired: true },
    { id: 'power', label: 'Needs power', type: 'boolean' as const, isRequired: false },
  ],
};

describe('team import', () => {
  it('auto-maps headers by alias and custom field label, each target once', () => {
    const mapping = autoMapColumns(
      ['Team Name', 'Team-Type', 'First name', 'Last name', 'Email', 'Stand Number', 'Email'],
      context.customFields,
    );
    expect(mapping).toEqual([
      'teamName',
      'teamType',
      'ownerFirstName',
      'ownerSurname',
      'ownerEmail',
      'custom:stand',
      '',
    ]);
    expect(missingRequiredFields(mapping)).toEqual([]);
    expect(missingRequiredFields(['teamName'])).toEqual(['ownerFirstName', 'ownerSurname', 'ownerEmail']);
  });

  it('checks a row into what it will write, email lower-cased and the type resolved by name', () => {
    const [row] = importRowsFromTable(
      [
        ['t', 'ty', 'f', 's', 'e', 'st', 'p'],
        ['Acme', 'exhibitor', 'Ann', 'Lee', ' Ann@X.Test ', 'A1', 'yes'],
      ],
      ['teamName', 'teamType', 'ownerFirstName', 'ownerSurname', 'ownerEmail', 'custom:stand', 'custom:power'],
    );
    expect(checkImportRow(row!, context)).toEqual({
      ok: true,
      value: {
        teamName: 'Acme',
        teamTypeId: 'tt1',
        isOrganiser: false,
        owner: { firstName: 'Ann', surname: 'Lee', email: 'ann@x.test' },
        customFields: { stand: 'A1', power: true },
      },
    });
  });

  it('reports every cell error of a row', () => {
    const row = {
      rowNumber: 3,
      teamName: ' ',
      teamType: 'Sponsor',
      isOrganiser: 'maybe',
      ownerFirstName: 'A',
      ownerSurname: '',
      ownerEmail: 'not-an-email',
      customFields: { power: 'perhaps' },
    };
    const check = checkImportRow(row, context);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.map((error) => error.target)).toEqual([
      'teamName',
      'ownerSurname',
      'ownerEmail',
      'teamType',
      'isOrganiser',
      'custom:stand',
      'custom:power',
    ]);
    expect(typeCheckFailureRecord(row, check.errors)).toMatchObject({
      rowNumber: 3,
      typeChecks: 'failed',
      upsertUser: 'skipped',
      rollback: 'notNeeded',
    });
  });

  const row = (rowNumber: number, ownerEmail: string, extra: Partial<ImportRow> = {}): ImportRow => ({
    rowNumber,
    teamName: `Team ${rowNumber}`,
    teamType: '',
    isOrganiser: '',
    ownerFirstName: 'Ann',
    ownerSurname: 'Lee',
    ownerEmail,
    customFields: { stand: 'A1' },
    ...extra,
  });

  it('refuses an owner email on every row after the first that names it, whatever its case and spaces', () => {
    const checks = checkImportRows(
      [
        row(1, 'ann@x.test'),
        row(2, 'bo@x.test'),
        row(3, ' ANN@x.test '),
        row(4, 'ann@x.test', { teamName: '' }),
        row(5, ''),
      ],
      context,
    );
    expect(checks.map((check) => check.ok)).toEqual([true, true, false, false, false]);
    const errorsOf = (index: number) => (checks[index]!.ok ? [] : checks[index]!.errors.map((error) => error.message));
    expect(errorsOf(2)).toEqual(["'ANN@x.test' is already the owner email of row 1"]);
    expect(errorsOf(3)).toEqual(['Team name is missing', "'ann@x.test' is already the owner email of row 1"]);
    // A missing email is that row's own error, not another row's owner.
    expect(errorsOf(4)).toEqual(['Email is missing']);
  });

  it('refuses a row the file could not be read for, and lets a later row have its owner', () => {
    const checks = checkImportRows([row(1, 'ann@x.test'), row(2, 'ann@x.test')], {
      ...context,
      rowReadErrors: new Map([[1, 'The quote marks (") in this row do not pair up']]),
    });
    expect(checks[0]).toEqual({ ok: false, errors: [{ message: 'The quote marks (") in this row do not pair up' }] });
    expect(checks[1]!.ok).toBe(true);
  });

  it('records rollbacks and progress', () => {
    expect(rollbackOutcome(undefined)).toEqual({ rollback: 'succeeded', rollbackMessage: ROLLBACK_SUCCEEDED });
    expect(rollbackOutcome(new Error('boom'))).toEqual({ rollback: 'failed', rollbackMessage: 'boom' });
    expect(importProgressPercent(57, 200)).toBe(28);
    expect(importProgressPercent(0, 0)).toBe(100);
    expect(importOutcomeTable([])[0]).toEqual([
      'Row',
      'Team name',
      'Owner email',
      'Checks',
      'Account',
      'Team',
      'Welcome email',
      'Error',
      'Undone',
      'Undo message',
    ]);
  });
});

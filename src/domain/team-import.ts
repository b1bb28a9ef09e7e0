import * as z from 'zod/mini';
import type { CustomField } from './custom-field';
import { customFieldDefaultValue } from './custom-field';
import { ROLLBACK_SUCCEEDED } from './messages';
import { emailSchema } from './schema-fields';
import type { CustomFieldValue } from './team';
import { normaliseEmail } from './user';

/*
 * Team import (spec 002 §4): an admin uploads a CSV or XLSX sheet, maps its columns to team fields,
 * sees every row checked before anything is written, then imports row by row. Each row is checked,
 * its owner upserted, its team created and its welcome email sent; a failure after the check rolls
 * the row back. The outcome of every row is an import check record.
 */

/** The team fields a column can fill. Custom fields are mapped as `custom:<fieldId>`. */
export const IMPORT_FIELDS = [
  'teamName',
  'teamType',
  'isOrganiser',
  'ownerFirstName',
  'ownerSurname',
  'ownerEmail',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportTarget = ImportField | `custom:${string}` | '';

export const IMPORT_FIELD_LABELS = {
  teamName: 'Team name',
  teamType: 'Team type',
  isOrganiser: 'Is organiser',
  ownerFirstName: 'Owner first name',
  ownerSurname: 'Owner last name',
  ownerEmail: 'Owner email',
} as const satisfies Record<ImportField, string>;

/** Fields every row needs; the others may be left unmapped. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = [
  'teamName',
  'ownerFirstName',
  'ownerSurname',
  'ownerEmail',
];

/**
 * Header names that map to each field on their own (compared lower-cased, without spaces, dashes,
 * underscores or dots). They are the accepted columns documented on the import screen.
 */
export const IMPORT_HEADER_ALIASES = {
  teamName: ['teamname', 'team', 'name', 'company', 'companyname', 'exhibitor', 'exhibitorname'],
  teamType: ['teamtype', 'type', 'group', 'category'],
  isOrganiser: ['isorganiser', 'organiser', 'isorganizer', 'organizer'],
  ownerFirstName: ['ownerfirstname', 'firstname', 'forename', 'givenname', 'contactfirstname'],
  ownerSurname: [
    'ownersurname',
    'ownerlastname',
    'surname',
    'lastname',
    'familyname',
    'contactsurname',
    'contactlastname',
  ],
  ownerEmail: ['owneremail', 'email', 'emailaddress', 'contactemail', 'owneremailaddress', 'mail'],
} as const satisfies Record<ImportField, readonly string[]>;

function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s\-_.]/g, '');
}

/**
 * Suggests a target per column from its header: a known alias, or a custom field's label. Each
 * target is used once (the first matching column wins); unknown headers stay unmapped.
 */
export function autoMapColumns(
  headers: readonly string[],
  customFields: readonly Pick<CustomField, 'id' | 'label'>[],
): ImportTarget[] {
  const used = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = IMPORT_FIELDS.find((candidate) =>
      (IMPORT_HEADER_ALIASES[candidate] as readonly string[]).includes(key),
    );
    const custom = customFields.find((candidate) => headerKey(candidate.label) === key);
    const target: ImportTarget = field ?? (custom ? `custom:${custom.id}` : '');
    if (!target || used.has(target)) return '';
    used.add(target);
    return target;
  });
}

/** The mapped fields no column fills yet. */
export function missingRequiredFields(mapping: readonly ImportTarget[]): ImportField[] {
  return REQUIRED_IMPORT_FIELDS.filter((field) => !mapping.includes(field));
}

const YES = ['yes', 'y', 'true', '1', 'x'];
const NO = ['no', 'n', 'false', '0', ''];

/** Reads a Yes/No cell; undefined when it is neither. */
export function parseYesNo(value: string): boolean | undefined {
  const key = value.trim().toLowerCase();
  if (YES.includes(key)) return true;
  if (NO.includes(key)) return false;
  return undefined;
}

/**
 * Rows sent in one importTeamRows call. Each call costs a function invocation, a role check and a
 * rate-limit count, so rows travel in groups; small enough that progress still moves often.
 */
export const IMPORT_ROWS_PER_CALL = 20;

/** One row as the server receives it: raw text cells by target, plus its row number in the sheet. */
export const importRowSchema = z.object({
  /** 1-based data row number (the header row not counted). */
  rowNumber: z.number().check(z.int(), z.gte(1)),
  teamName: z._default(z.string(), ''),
  teamType: z._default(z.string(), ''),
  isOrganiser: z._default(z.string(), ''),
  ownerFirstName: z._default(z.string(), ''),
  ownerSurname: z._default(z.string(), ''),
  ownerEmail: z._default(z.string(), ''),
  /** Raw cells of custom fields, by field id. */
  customFields: z._default(z.record(z.string(), z.string()), {}),
});
export type ImportRow = z.output<typeof importRowSchema>;

/** What a checked row will write. */
export interface CheckedImportRow {
  teamName: string;
  teamTypeId: string;
  isOrganiser: boolean;
  owner: { firstName: string; surname: string; email: string };
  customFields: Record<string, CustomFieldValue>;
}

/** A problem with one cell, keyed by its target so the preview can mark the cell; without a target, with the whole row. */
export interface ImportCellError {
  target?: Exclude<ImportTarget, ''>;
  message: string;
}

export interface ImportCheckContext {
  teamTypes: readonly { id: string; name: string }[];
  customFields: readonly Pick<CustomField, 'id' | 'label' | 'type' | 'isRequired'>[];
  /** Why a row of the file could not be read as written (its quotes), by row number: the row is refused. */
  rowReadErrors?: ReadonlyMap<number, string>;
}

export type ImportRowCheck = { ok: true; value: CheckedImportRow } | { ok: false; errors: ImportCellError[] };

/**
 * The type check of one row: required cells present, a valid email, a known team type (by name,
 * case-insensitive; blank means none), Yes/No cells readable. Shared by the preview and the server.
 */
export function checkImportRow(row: ImportRow, context: ImportCheckContext): ImportRowCheck {
  const errors: ImportCellError[] = [];
  const required = (target: ImportField, label: string) => {
    const value = row[target].trim();
    if (!value) errors.push({ target, message: `${label} is missing` });
    return value;
  };
  const teamName = required('teamName', 'Team name');
  const firstName = required('ownerFirstName', 'First name');
  const surname = required('ownerSurname', 'Last name');
  const rawEmail = row.ownerEmail.trim();
  const email = emailSchema.safeParse(rawEmail);
  if (!rawEmail) errors.push({ target: 'ownerEmail', message: 'Email is missing' });
  else if (!email.success) errors.push({ target: 'ownerEmail', message: `'${rawEmail}' is not a valid email address` });

  let teamTypeId = '';
  const typeName = row.teamType.trim();
  if (typeName) {
    const match = context.teamTypes.find((teamType) => teamType.name.trim().toLowerCase() === typeName.toLowerCase());
    if (match) teamTypeId = match.id;
    else errors.push({ target: 'teamType', message: `Unknown team type '${typeName}'` });
  }

  const isOrganiser = parseYesNo(row.isOrganiser);
  if (isOrganiser === undefined)
    errors.push({ target: 'isOrganiser', message: `'${row.isOrganiser.trim()}' is not Yes or No` });

  const customFields: Record<string, CustomFieldValue> = {};
  for (const field of context.customFields) {
    const raw = (row.customFields[field.id] ?? '').trim();
    const target = `custom:${field.id}` as const;
    if (field.type === 'boolean') {
      const value = parseYesNo(raw);
      if (value === undefined) errors.push({ target, message: `${field.label}: '${raw}' is not Yes or No` });
      else customFields[field.id] = value;
    } else {
      if (field.isRequired && !raw) errors.push({ target, message: `${field.label} is missing` });
      customFields[field.id] = raw || customFieldDefaultValue(field.type);
    }
  }

  if (errors.length > 0 || !email.success) return { ok: false, errors };
  return {
    ok: true,
    value: {
      teamName,
      teamTypeId,
      isOrganiser: isOrganiser ?? false,
      owner: { firstName, surname, email: email.data.toLowerCase() },
      customFields,
    },
  };
}

/**
 * The type check of every row of an import: each row's own check, a row the file could not be read
 * for refused, and an owner email that an earlier row already names refused on the later rows, since
 * a person owns one team (a second row would move its owner out of the first row's team, and two rows
 * made at once race for the account).
 */
export function checkImportRows(rows: readonly ImportRow[], context: ImportCheckContext): ImportRowCheck[] {
  const firstRowOfOwner = new Map<string, number>();
  return rows.map((row) => {
    const check = checkImportRow(row, context);
    const readError = context.rowReadErrors?.get(row.rowNumber);
    const email = normaliseEmail(row.ownerEmail);
    const earlierRow = email ? firstRowOfOwner.get(email) : undefined;
    if (email && earlierRow === undefined && !readError) firstRowOfOwner.set(email, row.rowNumber);
    const errors: ImportCellError[] = [
      ...(readError ? [{ message: readError }] : []),
      ...(check.ok ? [] : check.errors),
      ...(earlierRow === undefined
        ? []
        : [
            {
              target: 'ownerEmail' as const,
              message: `'${row.ownerEmail.trim()}' is already the owner email of row ${earlierRow}`,
            },
          ]),
    ];
    return errors.length === 0 ? check : { ok: false, errors };
  });
}

/** Builds the rows of a sheet (header row first) under a column mapping. */
export function importRowsFromTable(
  table: readonly (readonly string[])[],
  mapping: readonly ImportTarget[],
): ImportRow[] {
  return table.slice(1).map((cells, index) => {
    const row: ImportRow = {
      rowNumber: index + 1,
      teamName: '',
      teamType: '',
      isOrganiser: '',
      ownerFirstName: '',
      ownerSurname: '',
      ownerEmail: '',
      customFields: {},
    };
    mapping.forEach((target, column) => {
      const value = cells[column] ?? '';
      if (!target) return;
      if (target.startsWith('custom:')) row.customFields[target.slice('custom:'.length)] = value;
      else row[target as ImportField] = value;
    });
    return row;
  });
}

// ── The import check record ─────────────────────────────────────────────────────────────────
export const STEP_OUTCOMES = ['passed', 'failed', 'skipped'] as const;
export const ROLLBACK_OUTCOMES = ['notNeeded', 'succeeded', 'failed'] as const;

/** The outcome of one row (spec 002 §3 "Import check record"). */
export const importCheckRecordSchema = z.object({
  rowNumber: z.number().check(z.int(), z.gte(1)),
  teamName: z.string(),
  ownerEmail: z.string(),
  typeChecks: z.enum(STEP_OUTCOMES),
  /** created: a new account (set-password welcome); updated: an existing account (login-link welcome). */
  upsertUser: z.enum(['created', 'updated', 'failed', 'skipped']),
  addTeam: z.enum(STEP_OUTCOMES),
  sendEmail: z.enum(STEP_OUTCOMES),
  error: z.string(),
  rollback: z.enum(ROLLBACK_OUTCOMES),
  rollbackMessage: z.string(),
  /** The created team and owner, for a completed row. */
  teamId: z.string(),
  userId: z.string(),
});
export type ImportCheckRecord = z.output<typeof importCheckRecordSchema>;

export function isCompleteRecord(record: ImportCheckRecord): boolean {
  return record.typeChecks === 'passed' && record.addTeam === 'passed' && record.sendEmail === 'passed';
}

/** The record of a row that failed its type check: nothing was written. */
export function typeCheckFailureRecord(row: ImportRow, errors: readonly ImportCellError[]): ImportCheckRecord {
  return {
    rowNumber: row.rowNumber,
    teamName: row.teamName.trim(),
    ownerEmail: row.ownerEmail.trim(),
    typeChecks: 'failed',
    upsertUser: 'skipped',
    addTeam: 'skipped',
    sendEmail: 'skipped',
    error: errors.map((error) => error.message).join('; '),
    rollback: 'notNeeded',
    rollbackMessage: '',
    teamId: '',
    userId: '',
  };
}

/** The rollback outcome of a row that failed after its type check. */
export function rollbackOutcome(failure: unknown): Pick<ImportCheckRecord, 'rollback' | 'rollbackMessage'> {
  if (failure === undefined) return { rollback: 'succeeded', rollbackMessage: ROLLBACK_SUCCEEDED };
  return { rollback: 'failed', rollbackMessage: failure instanceof Error ? failure.message : String(failure) };
}

const OUTCOME_LABELS: Record<string, string> = {
  passed: 'Passed',
  failed: 'Failed',
  skipped: 'Skipped',
  created: 'Created',
  updated: 'Existing account',
  notNeeded: '',
  succeeded: 'Rolled back',
};

export function outcomeLabel(value: string): string {
  return OUTCOME_LABELS[value] ?? value;
}

/** The outcome's columns in plain words: the checks, the owner's account, the team, the welcome email, and whether a failed row was undone. */
export const IMPORT_OUTCOME_COLUMNS = [
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
] as const;
/** The columns that carry a failure's words rather than a step's outcome. */
export const IMPORT_OUTCOME_MESSAGE_COLUMNS: readonly string[] = ['Error', 'Undo message'];

/** The outcome table as rows of text (header first), for the screen's download. */
export function importOutcomeTable(records: readonly ImportCheckRecord[]): string[][] {
  return [
    [...IMPORT_OUTCOME_COLUMNS],
    ...records.map((record) => [
      String(record.rowNumber),
      record.teamName,
      record.ownerEmail,
      outcomeLabel(record.typeChecks),
      outcomeLabel(record.upsertUser),
      outcomeLabel(record.addTeam),
      outcomeLabel(record.sendEmail),
      record.error,
      outcomeLabel(record.rollback),
      record.rollbackMessage,
    ]),
  ];
}

/** Progress in whole percent. */
export function importProgressPercent(done: number, total: number): number {
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}

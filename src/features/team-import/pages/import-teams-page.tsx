import { Fragment, useMemo, useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { ProgressBar } from '../../../components/bootstrap/progress-bar';
import { Table } from '../../../components/bootstrap/table';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { api } from '../../../data/api-slice';
import { useAppDispatch } from '../../../data/redux-store';
import { AdminPage } from '../../../components/admin-page';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import { toCsv } from '../../../domain/csv';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { dayOf } from '../../../domain/event-time';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_HEADER_ALIASES,
  IMPORT_OUTCOME_COLUMNS,
  IMPORT_OUTCOME_MESSAGE_COLUMNS,
  autoMapColumns,
  checkImportRows,
  importOutcomeTable,
  importProgressPercent,
  importRowsFromTable,
  isCompleteRecord,
  missingRequiredFields,
  outcomeLabel,
  type ImportCellError,
  type ImportCheckRecord,
  type ImportField,
  type ImportRow,
  type ImportRowCheck,
  type ImportTarget,
} from '../../../domain/team-import';
import { runTeamImport } from '../../../data/team-import/team-import-store';
import { normaliseError } from '../../../lib/firebase/errors';
import { readSheetFile, SHEET_ACCEPT, type Sheet } from '../read-sheet';
import { Icon } from '../../../components/icon';
import { LoadingOrError } from '../../../components/loading-or-error';

const PREVIEW_ROWS = 200;
/** Rows named in the list of what will be skipped; a longer file's list ends with how many more. */
const SKIPPED_ROWS_LISTED = 50;
/** The outcome table on screen: the download has every column; here a failure's reason and rollback message sit on a line of their own. */
const OUTCOME_SCREEN_COLUMNS = IMPORT_OUTCOME_COLUMNS.filter(
  (column) => !IMPORT_OUTCOME_MESSAGE_COLUMNS.includes(column),
);

function downloadCsv(rows: string[][], fileName: string) {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Each row that will be skipped and why, under the preview's badge: the table shows only its first
 * rows, and on a phone the cells in error can sit off-screen to the right.
 */
function SkippedRows({ rows, checks }: { rows: readonly ImportRow[]; checks: readonly ImportRowCheck[] }) {
  // A custom field's message names its field already.
  const described = ({ target, message }: ImportCellError) =>
    !target || target.startsWith('custom:') ? message : `${IMPORT_FIELD_LABELS[target as ImportField]}: ${message}`;
  const skipped = rows.flatMap((row, index) => {
    const check = checks[index];
    return check && !check.ok ? [{ rowNumber: row.rowNumber, errors: check.errors }] : [];
  });
  const more = skipped.length - SKIPPED_ROWS_LISTED;
  return (
    <ul className="small text-danger-emphasis ps-3 mb-3" aria-label="Rows that will be skipped">
      {skipped.slice(0, SKIPPED_ROWS_LISTED).map(({ rowNumber, errors }) => (
        <li key={rowNumber}>
          <span className="fw-semibold">Row {rowNumber}</span>: {errors.map(described).join('; ')}
        </li>
      ))}
      {more > 0 && (
        <li className="list-unstyled text-body-secondary">and {more === 1 ? '1 more row' : `${more} more rows`}</li>
      )}
    </ul>
  );
}

/** One step's outcome as a small coloured badge: red failed, grey not run, green done. */
function OutcomeBadge({ value }: { value: string }) {
  // A step with nothing to report (a rollback that was not needed) shows a dash.
  if (!outcomeLabel(value)) return <span className="text-body-tertiary">—</span>;
  const bg = value === 'failed' ? 'danger' : value === 'skipped' || value === 'notNeeded' ? 'secondary' : 'success';
  return (
    <Badge bg={`${bg}-subtle`} text={`${bg}-emphasis`} className="fw-semibold">
      {outcomeLabel(value)}
    </Badge>
  );
}

function AcceptedColumns() {
  return (
    <>
      <p>The first row holds the column names. Columns are matched by name (case, spaces and dashes ignored):</p>
      <ul className="ps-3">
        {IMPORT_FIELDS.map((field) => (
          <li key={field}>
            <strong>{IMPORT_FIELD_LABELS[field]}</strong>: {IMPORT_HEADER_ALIASES[field].slice(0, 4).join(', ')}
          </li>
        ))}
        <li>
          <strong>Custom fields</strong>: the field&apos;s label
        </li>
      </ul>
      <p className="mb-0">
        Team type must name an existing type (blank: none). Yes/No cells accept Yes, No, Y, N, True, False, 1, 0.
      </p>
    </>
  );
}

/** Team import: upload, map columns, preview with cell errors, import row by row with progress, download the outcome. */
export default function ImportTeamsPage() {
  const timeZone = useEventTimeZone();
  const { data: teamTypes, error: typesError } = useTeamTypesQuery();
  const { data: customFields, error: fieldsError } = useCustomFieldsQuery();
  const dispatch = useAppDispatch();
  const [sheet, setSheet] = useState<Sheet>();
  const table = sheet?.table;
  /** Whole percent of the chosen CSV read so far, while it is being read. */
  const [readPercent, setReadPercent] = useState<number>();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [mapping, setMapping] = useState<ImportTarget[]>([]);
  const [records, setRecords] = useState<ImportCheckRecord[]>();
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);

  const context = useMemo(
    () => ({ teamTypes: teamTypes ?? [], customFields: customFields ?? [], rowReadErrors: sheet?.rowErrors }),
    [teamTypes, customFields, sheet],
  );
  const rows = useMemo(() => (table ? importRowsFromTable(table, mapping) : []), [table, mapping]);
  const checks = useMemo(() => checkImportRows(rows, context), [rows, context]);
  const invalidCount = checks.filter((check) => !check.ok).length;
  const missing = missingRequiredFields(mapping);
  const targets: { value: ImportTarget; label: string }[] = [
    { value: '', label: 'Do not import' },
    ...IMPORT_FIELDS.map((field) => ({ value: field as ImportTarget, label: IMPORT_FIELD_LABELS[field] })),
    ...(customFields ?? []).map((field) => ({
      value: `custom:${field.id}` as ImportTarget,
      label: `Custom: ${field.label}`,
    })),
  ];

  async function chooseFile(chosen: File | undefined) {
    setRecords(undefined);
    setFileError(undefined);
    setFile(chosen);
    setSheet(undefined);
    if (!chosen) return;
    setReadPercent(0);
    try {
      const read = await readSheetFile(chosen, (share) => setReadPercent(Math.floor(share * 100)));
      setSheet(read);
      setMapping(autoMapColumns(read.table[0] ?? [], customFields ?? []));
    } catch (error) {
      setFile(undefined);
      setFileError(normaliseError(error).message);
    } finally {
      setReadPercent(undefined);
    }
  }

  async function runImport() {
    setRunning(true);
    setDone(0);
    setRecords([]);
    const finished = await runTeamImport(rows, context, (record, count) => {
      setDone(count);
      setRecords((current) => [...(current ?? []), record]);
    });
    setRecords(finished);
    setRunning(false);
    dispatch(
      api.util.invalidateTags([
        { type: 'Team', id: 'LIST' },
        { type: 'TeamType', id: 'LIST' },
        { type: 'User', id: 'LIST' },
      ]),
    );
  }

  const loadError = typesError ?? fieldsError;
  const percent = importProgressPercent(done, rows.length);
  const completed = records?.filter(isCompleteRecord).length ?? 0;
  const sortedRecords = [...(records ?? [])].sort((a, b) => a.rowNumber - b.rowNumber);

  return (
    <AdminPage
      title="Import Teams"
      description="Create teams and their owners from a spreadsheet. Each owner gets a welcome email."
      aside={<AcceptedColumns />}
    >
      {loadError || !teamTypes || !customFields ? (
        <LoadingOrError isLoading={!teamTypes || !customFields} error={loadError} />
      ) : (
        <div className="d-flex flex-column gap-3">
          <Card className="border-0 shadow-sm">
            <Card.Body>
              <h2 className="h5">1. Upload</h2>
              {/* Any file is taken here: reading it says 'Upload a .csv or .xlsx file' when it is neither. */}
              <FileUpload
                label="CSV or Excel (.xlsx) file"
                value={file}
                onChange={(chosen) => void chooseFile(chosen)}
                accept={SHEET_ACCEPT}
                isAccepted={() => true}
                hint={uploadHint(undefined, ['csv', 'xlsx'])}
                disabled={running || readPercent !== undefined}
              />
              {readPercent !== undefined && (
                <ProgressBar
                  now={readPercent}
                  label={`${readPercent}%`}
                  animated
                  className="mt-3"
                  style={{ height: '1.25rem' }}
                  aria-label="Reading the file"
                />
              )}
              {fileError && (
                <Alert variant="danger" className="mt-3 mb-0">
                  {fileError}
                </Alert>
              )}
              <details className="mt-3 small d-xl-none">
                <summary>Accepted columns</summary>
                <div className="mt-2">
                  <AcceptedColumns />
                </div>
              </details>
            </Card.Body>
          </Card>

          {table && (
            <Card className="border-0 shadow-sm">
              <Card.Body>
                <h2 className="h5">2. Match columns</h2>
                <p className="text-body-secondary small">
                  {file?.name}: {rows.length} rows. Columns were matched by their names; change any that are wrong.
                </p>
                <div className="row g-2">
                  {(table[0] ?? []).map((header, column) => (
                    <Form.Group key={column} className="col-12 col-md-6 col-xl-4" controlId={`import-map-${column}`}>
                      <Form.Label className="small fw-semibold mb-1">{header || `Column ${column + 1}`}</Form.Label>
                      <Form.Select
                        size="sm"
                        value={mapping[column] ?? ''}
                        disabled={running}
                        onChange={(event) =>
                          setMapping((current) =>
                            current.map((target, index) =>
                              index === column ? (event.target.value as ImportTarget) : target,
                            ),
                          )
                        }
                      >
                        {targets.map((target) => (
                          <option
                            key={target.value || 'none'}
                            value={target.value}
                            disabled={
                              target.value !== '' && target.value !== mapping[column] && mapping.includes(target.value)
                            }
                          >
                            {target.label}
                          </option>
                        ))}
                      </Form.Select>
                    </Form.Group>
                  ))}
                </div>
                {missing.length > 0 && (
                  <Alert variant="warning" className="mt-3 mb-0">
                    Match a column to: {missing.map((field) => IMPORT_FIELD_LABELS[field]).join(', ')}.
                  </Alert>
                )}
              </Card.Body>
            </Card>
          )}

          {table && missing.length === 0 && !records && (
            <Card className="border-0 shadow-sm">
              <Card.Body>
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <h2 className="h5 mb-0 me-auto">3. Preview</h2>
                  {invalidCount > 0 ? (
                    <Badge bg="danger">
                      {invalidCount === 1
                        ? '1 row with errors will be skipped'
                        : `${invalidCount} rows with errors will be skipped`}
                    </Badge>
                  ) : (
                    <Badge bg="success">All {rows.length} rows look good</Badge>
                  )}
                </div>
                {invalidCount > 0 && <SkippedRows rows={rows} checks={checks} />}
                <Table responsive size="sm" className="small align-middle" aria-label="Import preview">
                  <thead>
                    <tr>
                      <th>Row</th>
                      {IMPORT_FIELDS.filter((field) => mapping.includes(field)).map((field) => (
                        <th key={field}>{IMPORT_FIELD_LABELS[field]}</th>
                      ))}
                      {(customFields ?? [])
                        .filter((field) => mapping.includes(`custom:${field.id}`))
                        .map((field) => (
                          <th key={field.id}>{field.label}</th>
                        ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.slice(0, PREVIEW_ROWS).map((row, index) => {
                      const check = checks[index]!;
                      const errorOf = (target: string) =>
                        check.ok ? undefined : check.errors.find((error) => error.target === target)?.message;
                      const rowError = check.ok ? undefined : check.errors.find((error) => !error.target)?.message;
                      const cell = (target: string, value: string) => {
                        const error = errorOf(target);
                        return (
                          <td key={target} className={error ? 'table-danger' : undefined}>
                            {value || <span className="text-body-tertiary">—</span>}
                            {error && <div className="text-danger fw-semibold import-cell-error">{error}</div>}
                          </td>
                        );
                      };
                      return (
                        <Fragment key={row.rowNumber}>
                          <tr className={rowError ? 'table-danger' : undefined}>
                            <td>{row.rowNumber}</td>
                            {IMPORT_FIELDS.filter((field) => mapping.includes(field)).map((field) =>
                              cell(field, row[field]),
                            )}
                            {(customFields ?? [])
                              .filter((field) => mapping.includes(`custom:${field.id}`))
                              .map((field) => cell(`custom:${field.id}`, row.customFields[field.id] ?? ''))}
                          </tr>
                          {rowError && (
                            // A problem of the whole row (its quotes) gets a line of its own under the row.
                            <tr className="table-danger">
                              <td />
                              <td colSpan={mapping.filter(Boolean).length} className="text-danger fw-semibold pt-0">
                                <Icon name="exclamation-triangle" className="me-1" />
                                {rowError}
                              </td>
                            </tr>
                          )}
                        </Fragment>
                      );
                    })}
                  </tbody>
                </Table>
                {rows.length > PREVIEW_ROWS && (
                  <p className="small text-body-secondary">
                    Showing the first {PREVIEW_ROWS} of {rows.length} rows; every row is checked.
                  </p>
                )}
                <Button onClick={() => void runImport()} disabled={rows.length === invalidCount}>
                  <Icon name="cloud-upload" className="me-2" />
                  Import {rows.length - invalidCount === 1 ? '1 team' : `${rows.length - invalidCount} teams`}
                </Button>
              </Card.Body>
            </Card>
          )}

          {records && (
            <Card className="border-0 shadow-sm">
              <Card.Body>
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <h2 className="h5 mb-0 me-auto">{running ? 'Importing…' : 'Import finished'}</h2>
                  {!running && (
                    <>
                      <Badge bg="success">{completed} imported</Badge>
                      {records.length - completed > 0 && <Badge bg="danger">{records.length - completed} failed</Badge>}
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        onClick={() =>
                          downloadCsv(
                            importOutcomeTable(sortedRecords),
                            `team-import-outcome-${dayOf(new Date(), timeZone)}.csv`,
                          )
                        }
                      >
                        <Icon name="download" className="me-2" />
                        Download outcome (CSV)
                      </Button>
                    </>
                  )}
                </div>
                <ProgressBar
                  now={percent}
                  label={`${percent}%`}
                  variant={running ? 'primary' : 'success'}
                  animated={running}
                  className="mb-3"
                  style={{ height: '1.25rem' }}
                  aria-label="Import progress"
                />
                <Table responsive size="sm" className="small align-middle" aria-label="Import outcome">
                  <thead>
                    <tr>
                      {OUTCOME_SCREEN_COLUMNS.map((header) => (
                        <th key={header}>{header}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {sortedRecords.map((record) => (
                      <Fragment key={record.rowNumber}>
                        <tr className={isCompleteRecord(record) ? undefined : 'table-danger'}>
                          <td>{record.rowNumber}</td>
                          <td>{record.teamName}</td>
                          <td className="text-break" style={{ minWidth: '10rem' }}>
                            {record.ownerEmail.length > 60 ? `${record.ownerEmail.slice(0, 57)}…` : record.ownerEmail}
                          </td>
                          <td>
                            <OutcomeBadge value={record.typeChecks} />
                          </td>
                          <td>
                            <OutcomeBadge value={record.upsertUser} />
                          </td>
                          <td>
                            <OutcomeBadge value={record.addTeam} />
                          </td>
                          <td>
                            <OutcomeBadge value={record.sendEmail} />
                          </td>
                          <td>
                            <OutcomeBadge value={record.rollback} />
                          </td>
                        </tr>
                        {record.error && (
                          // The reason gets a full-width line under its row rather than a narrow column.
                          <tr className="table-danger">
                            <td />
                            <td colSpan={OUTCOME_SCREEN_COLUMNS.length - 1} className="text-danger pt-0">
                              <Icon name="exclamation-triangle" className="me-1" />
                              {record.error}
                              {record.rollbackMessage && (
                                <span className="text-body-secondary"> — {record.rollbackMessage}</span>
                              )}
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    ))}
                  </tbody>
                </Table>
              </Card.Body>
            </Card>
          )}
        </div>
      )}
    </AdminPage>
  );
}

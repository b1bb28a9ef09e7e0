import { mapBounded } from '../../domain/bounded-pool';
import {
  checkImportRows,
  IMPORT_ROWS_PER_CALL,
  type ImportCheckContext,
  type ImportCheckRecord,
  type ImportRow,
  typeCheckFailureRecord,
} from '../../domain/team-import';
import { importTeamRowsCallable } from '../../domain/users-callables';
import { callFunction } from '../../lib/firebase/functions';

/**
 * importTeamRows calls in flight at once. Each call in flight is a function instance (a worker
 * process of the local Functions emulator) working on several rows itself, so two keep the backends
 * busy; more mostly lengthen every call, and a call that outlives the function's timeout is killed
 * half-way, with no rollback.
 */
export const IMPORT_CALLS_IN_FLIGHT = 2;

export type ImportRowsCall = (rows: ImportRow[]) => Promise<ImportCheckRecord[]>;

/** Rows through the importTeamRows callable. */
// Waits as long as the function may run (300 s) instead of the SDK's 70 s, so no row is abandoned mid-way.
export const callImportTeamRows: ImportRowsCall = (rows) =>
  callFunction(importTeamRowsCallable, { rows }, { timeoutMs: 310_000 });

/** The record of a row whose call failed outright (network, timeout): the server may or may not have done it. */
function unansweredRecord(row: ImportRow, error: unknown): ImportCheckRecord {
  return {
    ...typeCheckFailureRecord(row, []),
    typeChecks: 'passed',
    error: error instanceof Error ? error.message : String(error),
    rollbackMessage: 'The server did not answer: check the teams list before importing this row again.',
  };
}

/**
 * Imports rows: a row that fails the type check is recorded without a call (nothing is written);
 * the others go to importTeamRows in groups of IMPORT_ROWS_PER_CALL, IMPORT_CALLS_IN_FLIGHT groups
 * at a time. A call that fails outright is recorded as the error of each of its rows. Reports each
 * finished record; answers them in row order.
 */
export async function runTeamImport(
  rows: readonly ImportRow[],
  context: ImportCheckContext,
  onRecord: (record: ImportCheckRecord, done: number) => void,
  callRows: ImportRowsCall = callImportTeamRows,
  callsInFlight = IMPORT_CALLS_IN_FLIGHT,
): Promise<ImportCheckRecord[]> {
  const records: ImportCheckRecord[] = [];
  const finish = (record: ImportCheckRecord) => {
    records.push(record);
    onRecord(record, records.length);
  };
  const toCall: ImportRow[] = [];
  checkImportRows(rows, context).forEach((checked, index) => {
    const row = rows[index]!;
    if (checked.ok) toCall.push(row);
    else finish(typeCheckFailureRecord(row, checked.errors));
  });
  const groups = Array.from({ length: Math.ceil(toCall.length / IMPORT_ROWS_PER_CALL) }, (_, index) =>
    toCall.slice(index * IMPORT_ROWS_PER_CALL, (index + 1) * IMPORT_ROWS_PER_CALL),
  );
  await mapBounded(
    groups,
    callsInFlight,
    (group) => callRows(group).catch((error: unknown) => group.map((row) => unansweredRecord(row, error))),
    (groupRecords) => groupRecords.forEach(finish),
  );
  return records.sort((a, b) => a.rowNumber - b.rowNumber);
}

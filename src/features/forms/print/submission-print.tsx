import type { ReactNode } from 'react';
import { Table } from '../../../components/bootstrap/table';
import { formatDateTimeWithZone } from '../../../domain/event-time';
import { answerText } from '../../../domain/forms/answer-text';
import { isInputField, REPEATER_CELLS, type Field, type FieldOf } from '../../../domain/forms/field';
import { evaluateVisibility, type FormDefinition, type LogicContext } from '../../../domain/forms/logic';
import { loopTitle } from '../../../domain/forms/report-labels';
import type { Submission } from '../../../domain/forms/submission';
import { FORM_MESSAGES } from '../../../domain/messages';
import { formatMoney, grandTotalMinor, lineSubtotalMinor } from '../../../domain/forms/totals';
import {
  isEmptyValue,
  isTemplateValue,
  type ItemQuantity,
  type PlainValue,
  type RepeaterRow,
  type UploadedFile,
} from '../../../domain/forms/values';
import './submission-print.css';

/** What a printed submission is headed with. */
export interface SubmissionPrintDetails {
  formTitle: string;
  /** The name of the team that sent it (a guest's submission says so instead). */
  teamName: string;
  currencyId: string | undefined;
  timeZone: string;
}

const NOT_ANSWERED = 'Not answered';

function ItemLinesTable({
  field,
  lines,
  currencyId,
}: {
  field: FieldOf<'itemList'>;
  lines: readonly ItemQuantity[];
  currencyId: string | undefined;
}) {
  const labels = new Map(field.items.map((item) => [item.itemId, item.label]));
  const chosen = lines.filter((line) => line.quantity > 0);
  return (
    <Table size="sm" className="submission-print-table">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="text-end">
            Quantity
          </th>
          <th scope="col" className="text-end">
            Price
          </th>
          <th scope="col" className="text-end">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {chosen.map((line) => (
          <tr key={line.itemId}>
            <td>{labels.get(line.itemId) ?? line.itemId}</td>
            <td className="text-end">{line.quantity}</td>
            <td className="text-end">{formatMoney(Math.round(line.price * 100), currencyId)}</td>
            <td className="text-end">{formatMoney(lineSubtotalMinor(line), currencyId)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className="text-end fw-semibold">
            {formatMoney(
              chosen.reduce((sum, line) => sum + lineSubtotalMinor(line), 0),
              currencyId,
            )}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}

function RepeaterTable({ field, rows }: { field: FieldOf<'repeater'>; rows: readonly RepeaterRow[] }) {
  const cells = REPEATER_CELLS.filter((cell) => field.cellSchema[cell].label);
  return (
    <Table size="sm" className="submission-print-table">
      <thead>
        <tr>
          {cells.map((cell) => (
            <th key={cell} scope="col">
              {field.cellSchema[cell].label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {cells.map((cell) => (
              <td key={cell}>{row[cell] ?? ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function FileLinks({ files }: { files: readonly UploadedFile[] }) {
  return (
    <ul className="submission-print-files">
      {files.map((file) => (
        <li key={file.path}>
          <a href={file.url} target="_blank" rel="noreferrer">
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One answer as it reads on paper: text for most, tables for item lists and repeaters, links for files. */
function Answer({ field, value, currencyId }: { field: Field; value: PlainValue | undefined; currencyId?: string }) {
  if (value === undefined || isEmptyValue(value)) return <p className="submission-print-empty">{NOT_ANSWERED}</p>;
  if (field.type === 'itemList')
    return <ItemLinesTable field={field} lines={value as ItemQuantity[]} currencyId={currencyId} />;
  if (field.type === 'repeater') return <RepeaterTable field={field} rows={value as RepeaterRow[]} />;
  if (field.type === 'upload') return <FileLinks files={value as UploadedFile[]} />;
  return <p className="submission-print-answer">{answerText(field, value)}</p>;
}

function Question({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className="submission-print-question">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </dl>
  );
}

/**
 * One submission laid out for paper or a PDF: the form's title, who sent it and when (in the event's
 * time zone), then every question the form showed them with its answer. Layout items other than
 * sections and page titles, and questions the logic hid, are left out.
 */
export function SubmissionPrint({
  definition,
  submission,
  context,
  details,
}: {
  definition: FormDefinition;
  submission: Submission;
  /** Who sent it, as the logic saw them. */
  context: LogicContext;
  details: SubmissionPrintDetails;
}) {
  const { values } = submission;
  const visibility = evaluateVisibility(definition, values, context);
  const { currencyId } = details;
  const sender = submission.isGuest ? FORM_MESSAGES.guestSubmitter : details.teamName;

  const blocks = definition.fields
    .filter((field) => visibility.isVisible(field.id))
    .map((field): ReactNode => {
      // Sections and pages head what follows them, as on the form.
      if (field.type === 'section' || (field.type === 'newPage' && field.label))
        return (
          <h2 key={field.id} className="submission-print-section">
            {field.label}
          </h2>
        );
      if (field.type === 'grandTotal')
        return (
          <Question key={field.id} label={field.label}>
            <p className="submission-print-answer fw-semibold">
              {formatMoney(grandTotalMinor(definition, values, visibility), currencyId)}
            </p>
          </Question>
        );
      if (field.type === 'template') {
        const group = definition.fieldGroups[field.fieldGroupId];
        const value = values[field.id];
        const loops = isTemplateValue(value) ? value.templateValues.slice(0, value.loopCount) : [];
        if (!group || loops.length === 0)
          return (
            <Question key={field.id} label={field.label}>
              <p className="submission-print-empty">{NOT_ANSWERED}</p>
            </Question>
          );
        return loops.map((loop, index) => (
          <section key={`${field.id}.${index}`} className="submission-print-loop">
            <h3>{loopTitle(field, index)}</h3>
            <div>
              {group.fields
                .filter(
                  (groupField) =>
                    isInputField(groupField) && visibility.isVisibleInLoop(field.id, index, groupField.id),
                )
                .map((groupField) => (
                  <Question key={groupField.id} label={groupField.label}>
                    <Answer field={groupField} value={loop[groupField.id]} currencyId={currencyId} />
                  </Question>
                ))}
            </div>
          </section>
        ));
      }
      if (!isInputField(field)) return null;
      const value = values[field.id];
      return (
        <Question key={field.id} label={field.label}>
          <Answer field={field} value={isTemplateValue(value) ? undefined : value} currencyId={currencyId} />
        </Question>
      );
    });

  return (
    <article className="submission-print" aria-label={`${details.formTitle}: ${sender}`}>
      <header className="submission-print-header">
        <h1>{details.formTitle}</h1>
        <dl className="submission-print-meta">
          <div>
            <dt>{submission.isGuest ? 'Sent by' : 'Team'}</dt>
            <dd>{sender}</dd>
          </div>
          <div>
            <dt>{submission.isDraft ? 'Draft saved' : 'Submitted'}</dt>
            <dd>{formatDateTimeWithZone(submission.updatedAt, details.timeZone)}</dd>
          </div>
        </dl>
      </header>
      <div className="submission-print-answers">{blocks}</div>
    </article>
  );
}

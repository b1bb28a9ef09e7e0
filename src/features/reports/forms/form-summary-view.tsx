import type { ReactNode } from 'react';
import { ListEmptyState } from '../../../components/list-table';
import { formatMoney } from '../../../domain/forms/totals';
import type { FormSummary, QuestionSummary } from '../../../domain/reports/form-summary';
import '../tasks/tasks-reports.css';
import './form-summary.css';

const figureFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const figure = (value: number) => figureFormat.format(value);
const answers = (count: number) => `${count} ${count === 1 ? 'answer' : 'answers'}`;

/** A bar's length; the figures beside it in the same row are what a screen reader reads. */
function Bar({ percent }: { percent: number }) {
  return (
    <td className="form-summary-bar-cell" aria-hidden="true">
      <div className="form-summary-bar-track">
        <div className="form-summary-bar" style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
    </td>
  );
}

function ChoiceChart({ question }: { question: Extract<QuestionSummary, { kind: 'choice' }> }) {
  return (
    <>
      <table className="form-summary-chart">
        <caption className="visually-hidden">{`${question.label}: answers per option`}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Option</th>
            <td aria-hidden="true" />
            <th scope="col">Answers</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {question.options.map((option) => (
            <tr key={option.label} className={option.isOther ? 'form-summary-other' : undefined}>
              <th scope="row" className="form-summary-option">
                {option.label}
              </th>
              <Bar percent={option.percent} />
              <td className="form-summary-count">{option.count}</td>
              <td className="form-summary-percent">{option.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      {question.latestOther.length > 0 && <LatestAnswers title="Latest Other answers" texts={question.latestOther} />}
    </>
  );
}

function ItemTotals({
  question,
  currencyId,
}: {
  question: Extract<QuestionSummary, { kind: 'items' }>;
  currencyId: string | undefined;
}) {
  const share = (quantity: number) => (question.quantity ? Math.round((quantity / question.quantity) * 100) : 0);
  return (
    <table className="form-summary-chart form-summary-items">
      <caption className="visually-hidden">{`${question.label}: quantity and value per item`}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <td aria-hidden="true" />
          <th scope="col" className="form-summary-count">
            Quantity
          </th>
          <th scope="col" className="form-summary-percent">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {question.items.map((item) => (
          <tr key={item.label}>
            <th scope="row" className="form-summary-option">
              {item.label}
            </th>
            <Bar percent={share(item.quantity)} />
            <td className="form-summary-count">{item.quantity}</td>
            <td className="form-summary-percent">{formatMoney(item.valueMinor, currencyId)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td aria-hidden="true" />
          <td className="form-summary-count">{question.quantity}</td>
          <td className="form-summary-percent">{formatMoney(question.valueMinor, currencyId)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function NumberFigures({ question }: { question: Extract<QuestionSummary, { kind: 'number' }> }) {
  const figures: [string, string][] = [
    ['Answers', String(question.answered)],
    ['Sum', figure(question.sum)],
    ['Lowest', figure(question.min)],
    ['Highest', figure(question.max)],
    ['Average', figure(question.average)],
  ];
  return (
    <dl className="report-status-tiles mb-0">
      {figures.map(([term, value]) => (
        <div key={term} className="report-status-tile report-status-light">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LatestAnswers({ title, texts }: { title: string; texts: readonly string[] }) {
  return (
    <div className="mt-2">
      <p className="small fw-semibold text-body-secondary mb-1">{title}</p>
      <ul className="form-summary-latest">
        {texts.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

function QuestionCard({ question, currencyId }: { question: QuestionSummary; currencyId: string | undefined }) {
  let body: ReactNode;
  if (question.answered === 0) body = <p className="small text-body-secondary mb-0">No answers yet.</p>;
  else if (question.kind === 'choice') body = <ChoiceChart question={question} />;
  else if (question.kind === 'items') body = <ItemTotals question={question} currencyId={currencyId} />;
  else if (question.kind === 'number') body = <NumberFigures question={question} />;
  else body = <LatestAnswers title="Latest answers" texts={question.latest} />;
  return (
    <section className="form-summary-question card" aria-label={question.label}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <h3 className="h6 mb-0 me-auto">{question.label}</h3>
          <span className="small text-body-secondary">{answers(question.answered)}</span>
        </div>
        {body}
      </div>
    </section>
  );
}

/** A form's questions, each summarised over the sent submissions: bars for choices, totals for item lists. */
export function FormSummaryView({
  summary,
  currencyId,
  emptyNote,
}: {
  summary: FormSummary;
  currencyId: string | undefined;
  /** Said under the empty state (what is and is not counted). */
  emptyNote: ReactNode;
}) {
  if (summary.submissions === 0)
    return (
      <ListEmptyState icon="inbox" title="No submissions yet">
        Each question's answers are summarised here once the form is sent. {emptyNote}
      </ListEmptyState>
    );
  return (
    <div className="form-summary-grid">
      {summary.questions.map((question) => (
        <QuestionCard key={question.key} question={question} currencyId={currencyId} />
      ))}
    </div>
  );
}

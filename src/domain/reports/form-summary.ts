import { answerText } from '../forms/answer-text';
import { isChoiceField, isInputField, reportLabelOf, type Field } from '../forms/field';
import {
  evaluateVisibility,
  GUEST_LOGIC_CONTEXT,
  loopCountOf,
  memberLogicContext,
  type FormDefinition,
  type LogicContext,
  type LogicPerson,
  type LogicTeam,
} from '../forms/logic';
import { isSentSubmission, type Submission } from '../forms/submission';
import { lineSubtotalMinor } from '../forms/totals';
import { isEmptyValue, isTemplateValue, type ItemQuantity, type PlainValue } from '../forms/values';

// The forms report's per-question summary: for each question of a form, what its sent submissions
// answered (counts per option, item totals, number figures, the latest texts). Only answers the form
// showed count: each submission's logic is evaluated as its submitter, and a hidden answer is left out.

/** How many of the latest answers a text question (and a choice's Other) shows. */
export const LATEST_ANSWER_COUNT = 5;

/** The label of the bar that counts answers of a person's own (Other, or an option since removed). */
export const OTHER_ANSWERS_LABEL = 'Other';

export interface ChoiceCount {
  label: string;
  count: number;
  /** Of the answers to the question, rounded to a whole percent. */
  percent: number;
  isOther: boolean;
}

export interface ItemTotal {
  label: string;
  quantity: number;
  /** Quantity × the price each line was sent at, in minor units (pence). */
  valueMinor: number;
}

interface QuestionBase {
  /** The field id, or templateId.fieldId for a field of the group a template places. */
  key: string;
  label: string;
  /** Answers given: one per submission, or per loop for a template's field. */
  answered: number;
}

export type QuestionSummary = QuestionBase &
  (
    | { kind: 'choice'; options: ChoiceCount[]; latestOther: string[] }
    | { kind: 'items'; items: ItemTotal[]; quantity: number; valueMinor: number }
    | { kind: 'number'; sum: number; min: number; max: number; average: number }
    | { kind: 'text'; latest: string[] }
  );

export interface FormSummary {
  /** Sent submissions counted. */
  submissions: number;
  questions: QuestionSummary[];
}

/** A question: a form field, or a field of a template's group across its loops, with the answers it reads. */
interface Question {
  key: string;
  label: string;
  field: Field;
  /** Collects the visible answers of one submission. */
  answersOf: (submission: Submission, visibility: ReturnType<typeof evaluateVisibility>) => PlainValue[];
}

const isSummarised = (field: Field) => isInputField(field) && field.type !== 'grandTotal' && field.type !== 'template';

function questionsOf(definition: FormDefinition): Question[] {
  return definition.fields.flatMap((field): Question[] => {
    if (isSummarised(field))
      return [
        {
          key: field.id,
          label: reportLabelOf(field),
          field,
          answersOf: (submission, visibility) => {
            const value = submission.values[field.id];
            return visibility.isVisible(field.id) && value !== undefined && !isTemplateValue(value) ? [value] : [];
          },
        },
      ];
    if (field.type !== 'template') return [];
    const group = definition.fieldGroups[field.fieldGroupId];
    return (group?.fields ?? []).filter(isSummarised).map((groupField) => ({
      key: `${field.id}.${groupField.id}`,
      label: `${reportLabelOf(field)} › ${reportLabelOf(groupField)}`,
      field: groupField,
      answersOf: (submission, visibility) => {
        const value = submission.values[field.id];
        if (!isTemplateValue(value)) return [];
        return Array.from({ length: loopCountOf(value) }, (_, index) => index)
          .filter((index) => visibility.isVisibleInLoop(field.id, index, groupField.id))
          .map((index) => value.templateValues[index]?.[groupField.id])
          .filter((answer): answer is PlainValue => answer !== undefined);
      },
    }));
  });
}

const DISCLAIMER_ACCEPTED = { label: 'Accepted', value: 'true' };

const percentOf = (count: number, total: number) => (total ? Math.round((count / total) * 100) : 0);

function choiceSummary(question: Question, answers: readonly PlainValue[]): QuestionSummary {
  const { field } = question;
  // A disclaimer's only answer is its tick (an unticked one is no answer).
  const options = isChoiceField(field) ? field.options : [DISCLAIMER_ACCEPTED];
  const counts = new Map(options.map((option) => [option.value, 0]));
  const others: string[] = [];
  for (const answer of answers) {
    const chosen = Array.isArray(answer) ? answer : [answer];
    for (const entry of chosen) {
      const value = String(entry).trim();
      if (counts.has(value)) counts.set(value, counts.get(value)! + 1);
      else if (value) others.push(value);
    }
  }
  const rows: ChoiceCount[] = options.map((option) => ({
    label: option.label,
    count: counts.get(option.value)!,
    percent: percentOf(counts.get(option.value)!, answers.length),
    isOther: false,
  }));
  if (others.length || ('hasOther' in field && field.hasOther))
    rows.push({
      label: OTHER_ANSWERS_LABEL,
      count: others.length,
      percent: percentOf(others.length, answers.length),
      isOther: true,
    });
  return {
    kind: 'choice',
    key: question.key,
    label: question.label,
    answered: answers.length,
    options: rows,
    latestOther: others.slice(0, LATEST_ANSWER_COUNT),
  };
}

function itemsSummary(question: Question, answers: readonly PlainValue[]): QuestionSummary {
  const { field } = question;
  const totals = new Map<string, ItemTotal>(
    (field.type === 'itemList' ? field.items : []).map((item) => [
      item.itemId,
      { label: item.label, quantity: 0, valueMinor: 0 },
    ]),
  );
  for (const answer of answers) {
    for (const line of answer as ItemQuantity[]) {
      if (line.quantity <= 0) continue;
      // An item since removed from the field is still counted, under its id.
      const total = totals.get(line.itemId) ?? { label: line.itemId, quantity: 0, valueMinor: 0 };
      totals.set(line.itemId, {
        ...total,
        quantity: total.quantity + line.quantity,
        valueMinor: total.valueMinor + lineSubtotalMinor(line),
      });
    }
  }
  const items = [...totals.values()];
  return {
    kind: 'items',
    key: question.key,
    label: question.label,
    answered: answers.length,
    items,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    valueMinor: items.reduce((sum, item) => sum + item.valueMinor, 0),
  };
}

function numberSummary(question: Question, answers: readonly PlainValue[]): QuestionSummary {
  const numbers = answers.filter((answer): answer is number => typeof answer === 'number' && Number.isFinite(answer));
  const sum = numbers.reduce((total, value) => total + value, 0);
  return {
    kind: 'number',
    key: question.key,
    label: question.label,
    answered: numbers.length,
    sum,
    min: numbers.length ? Math.min(...numbers) : 0,
    max: numbers.length ? Math.max(...numbers) : 0,
    average: numbers.length ? sum / numbers.length : 0,
  };
}

function textSummary(question: Question, answers: readonly PlainValue[]): QuestionSummary {
  return {
    kind: 'text',
    key: question.key,
    label: question.label,
    answered: answers.length,
    latest: answers
      .slice(0, LATEST_ANSWER_COUNT)
      .map((answer) => answerText(question.field, answer))
      .filter(Boolean),
  };
}

function summaryOf(question: Question, answers: readonly PlainValue[]): QuestionSummary {
  if (isChoiceField(question.field) || question.field.type === 'disclaimer') return choiceSummary(question, answers);
  if (question.field.type === 'itemList') return itemsSummary(question, answers);
  if (question.field.type === 'number') return numberSummary(question, answers);
  return textSummary(question, answers);
}

/**
 * Every question of a form summarised over its sent submissions, in form order. Answers are read
 * newest first (the latest texts); `contextOf` says who sent each one, as the logic must see them.
 */
export function formSummary(
  definition: FormDefinition,
  submissions: readonly Submission[],
  contextOf: (submission: Submission) => LogicContext,
): FormSummary {
  const questions = questionsOf(definition);
  const answers = questions.map((): PlainValue[] => []);
  const sent = submissions
    .filter(isSentSubmission)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  for (const submission of sent) {
    const visibility = evaluateVisibility(definition, submission.values, contextOf(submission));
    questions.forEach((question, index) => {
      for (const answer of question.answersOf(submission, visibility))
        if (!isEmptyValue(answer)) answers[index]!.push(answer);
    });
  }
  return {
    submissions: sent.length,
    questions: questions.map((question, index) => summaryOf(question, answers[index]!)),
  };
}

/** Who sent a submission, as its logic reads them: a guest, or its creator in the team that answered. */
export function submitterLogicContext(
  submission: Pick<Submission, 'isGuest' | 'createdBy' | 'teamId'>,
  person: Pick<LogicPerson, 'email' | 'role'> | undefined,
  team: LogicTeam | undefined,
): LogicContext {
  if (submission.isGuest) return GUEST_LOGIC_CONTEXT;
  return memberLogicContext(
    { teamId: submission.teamId, email: person?.email ?? '', role: person?.role ?? '' },
    submission.teamId ? team : undefined,
  );
}

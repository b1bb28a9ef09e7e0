import { isInputField, reportLabelOf, type Field, type FieldOf } from './field';
import type { FormDefinition } from './logic';
import { loopFieldKey } from './submission';

// Report columns (spec 001 §9): fields are numbered with two digits in form order, fields inside a
// template carry their loop's number too, so "03.2.01 Contact name" is the first field of the
// second loop of the form's third question. Layout items are not numbered.

export interface ReportColumn {
  /** The field id, or loopFieldKey(templateId, loopIndex, fieldId) inside a template. */
  key: string;
  label: string;
  field: Field;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The title of one loop of a template: the loop prefix (else the label) and the loop's number. */
export function loopTitle(template: Pick<FieldOf<'template'>, 'label' | 'loopPrefix'>, loopIndex: number): string {
  return `${template.loopPrefix || template.label} ${loopIndex + 1}`.trim();
}

/**
 * The columns of a form's report. `loopCounts` says how many loops of each template to spread out
 * (the most any submission filled in); a template without a count gets one loop.
 */
export function reportColumns(
  definition: FormDefinition,
  loopCounts: Readonly<Record<string, number>> = {},
): ReportColumn[] {
  const columns: ReportColumn[] = [];
  let number = 0;
  for (const field of definition.fields) {
    if (!isInputField(field)) continue;
    number += 1;
    if (field.type !== 'template') {
      columns.push({ key: field.id, label: `${twoDigits(number)} ${reportLabelOf(field)}`, field });
      continue;
    }
    const groupFields = (definition.fieldGroups[field.fieldGroupId]?.fields ?? []).filter((groupField) =>
      isInputField(groupField),
    );
    const loops = Math.max(1, loopCounts[field.id] ?? 1);
    for (let loop = 0; loop < loops; loop++) {
      groupFields.forEach((groupField, index) => {
        columns.push({
          key: loopFieldKey(field.id, loop, groupField.id),
          label: `${twoDigits(number)}.${loop + 1}.${twoDigits(index + 1)} ${reportLabelOf(groupField)}`,
          field: groupField,
        });
      });
    }
  }
  return columns;
}

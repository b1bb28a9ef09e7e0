import type { Field } from '../../../domain/forms/field';

/** One page of a form: the items between two newPage items, titled by the newPage that opens it. */
export interface FormPage {
  title: string;
  fields: Field[];
}

/** Splits a form's items into pages at each newPage item (a form without one is one page). */
export function splitIntoPages(fields: readonly Field[]): FormPage[] {
  const pages: FormPage[] = [{ title: '', fields: [] }];
  for (const field of fields) {
    if (field.type === 'newPage') pages.push({ title: field.label, fields: [] });
    else pages[pages.length - 1]!.fields.push(field);
  }
  // A newPage at the very start or end would leave an empty page; it is not shown.
  return pages.filter((page, index) => page.fields.length > 0 || (index === 0 && pages.length === 1));
}

/** The pages with something the logic shows (a hidden New Page item hides its fields, so its page goes too); at least one. */
export function shownPages<Page extends FormPage>(
  pages: readonly Page[],
  isVisible: (fieldId: string) => boolean,
): Page[] {
  const shown = pages.filter((page) => page.fields.some((field) => isVisible(field.id)));
  return shown.length > 0 ? shown : pages.slice(0, 1);
}

/** Whether a message key (a field id, or a loop field's templateId.loop.fieldId) is on a page. */
export function isKeyOnPage(page: FormPage, key: string): boolean {
  return page.fields.some((field) => key === field.id || key.startsWith(`${field.id}.`));
}

/** The page holding the first field with a message, in the form's order. */
export function firstPageWithError(pages: readonly FormPage[], errors: Readonly<Record<string, string>>): number {
  const keys = Object.keys(errors);
  const index = pages.findIndex((page) => keys.some((key) => isKeyOnPage(page, key)));
  return Math.max(index, 0);
}

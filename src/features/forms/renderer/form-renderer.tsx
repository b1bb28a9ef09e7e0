import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { ProgressBar } from '../../../components/bootstrap/progress-bar';
import { BusyButton } from '../../../components/busy-button';
import { Icon } from '../../../components/icon';
import type { Uploader } from '../../../domain/forms/field';
import type { ValidationResult } from '../../../domain/forms/submission';
import { FieldView, FillProvider, formSlots, type FillEnvironment } from './field-view';
import { firstPageWithError, isKeyOnPage, shownPages, splitIntoPages } from './form-pages';
import { useFillSlice, type FillState, type FormFillStore } from './form-values-store';
import './form-renderer.css';

export interface FormRendererProps {
  store: FormFillStore;
  /** The event's currency (variables settings) for item lists and totals. */
  currencyId: string | undefined;
  /** A submission being viewed: every page at once, nothing editable, no buttons. */
  readOnly?: boolean;
  /** Called with the checked answers when every page is valid. */
  onSubmit?: (result: ValidationResult) => void;
  /** Saving a draft checks only the shape of what is answered (nothing is required yet). */
  onSaveDraft?: (result: ValidationResult) => void;
  /** Which action is running (its button spins, the others rest). */
  busy?: 'submit' | 'draft';
  submitLabel?: string;
  /** Shown above the buttons (an upload's or a save's error). */
  notice?: ReactNode;
  /** Who is filling in (a guest's files share one smaller limit); a member unless said. */
  uploader?: Uploader;
}

const selectVisibility = (state: FillState) => state.visibility;

function focusFirstMessage(container: HTMLElement | null, keys: readonly string[]) {
  for (const key of keys) {
    const input = container?.querySelector<HTMLElement>(
      `[data-field-key="${CSS.escape(key)}"] :is(input, select, textarea, button):not([disabled])`,
    );
    if (input) {
      input.focus();
      return;
    }
  }
}

/**
 * A form as the person filling it in sees it: pages split at each newPage with a progress bar,
 * Back and Next (Next checks the page first), Save draft, and Submit on the last page; messages
 * show beside their fields. Fields the logic hides are not drawn, required or kept.
 */
export function FormRenderer({
  store,
  currencyId,
  readOnly = false,
  onSubmit,
  onSaveDraft,
  busy,
  submitLabel = 'Submit',
  notice,
  uploader = 'member',
}: FormRendererProps) {
  const allPages = useMemo(
    () => splitIntoPages(store.definition.fields).map((page) => ({ ...page, slots: formSlots(page.fields) })),
    [store.definition.fields],
  );
  const visibility = useFillSlice(store, selectVisibility);
  const pages = useMemo(() => shownPages(allPages, visibility.isVisible), [allPages, visibility]);
  const [pageIndex, setPageIndex] = useState(0);
  const containerRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const environment = useMemo<FillEnvironment>(
    () => ({ store, currencyId, readOnly, uploader }),
    [store, currencyId, readOnly, uploader],
  );
  const page = pages[Math.min(pageIndex, pages.length - 1)]!;
  const isLastPage = pageIndex >= pages.length - 1;

  const goTo = (index: number) => {
    setPageIndex(index);
    // The new page is announced and read from its top.
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      containerRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    });
  };

  /** Checks answers; shows the messages of the pages checked and moves to the first page with one. */
  const check = (isDraft: boolean, onlyPage?: number): ValidationResult | undefined => {
    const result = store.validate(isDraft);
    const checkedPages = onlyPage === undefined ? pages : [pages[onlyPage]!];
    const isChecked = (key: string) => checkedPages.some((candidate) => isKeyOnPage(candidate, key));
    store.showErrors(isChecked, result.errors);
    const keys = Object.keys(result.errors).filter(isChecked);
    if (keys.length === 0) return result;
    const target = onlyPage ?? firstPageWithError(pages, result.errors);
    if (target !== pageIndex) setPageIndex(target);
    // After the messages (and the page holding them) are drawn, the first field with one takes focus.
    requestAnimationFrame(() => focusFirstMessage(containerRef.current, keys));
    return undefined;
  };

  const next = () => {
    if (check(false, pageIndex)) goTo(pageIndex + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLastPage) return next();
    const result = check(false);
    if (result) onSubmit?.(result);
  };
  const saveDraft = () => {
    const result = check(true);
    if (result) onSaveDraft?.(result);
  };

  if (readOnly) {
    return (
      <FillProvider value={environment}>
        <div className="form-fill is-read-only">
          {pages.map((readPage, index) => (
            <section key={index} className="form-fill-page" aria-label={readPage.title || `Page ${index + 1}`}>
              {readPage.title && <h2 className="h5 form-fill-page-title">{readPage.title}</h2>}
              <div className="form-fill-fields">
                {readPage.slots.map((slot) => (
                  <FieldView key={slot.key} slot={slot} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </FillProvider>
    );
  }

  return (
    <FillProvider value={environment}>
      <form ref={containerRef} className="form-fill" noValidate onSubmit={submit}>
        {pages.length > 1 && (
          <div className="form-fill-progress">
            <div className="d-flex justify-content-between small text-body-secondary mb-1">
              <span>
                Page {pageIndex + 1} of {pages.length}
              </span>
              <span>{Math.round(((pageIndex + 1) / pages.length) * 100)}%</span>
            </div>
            <ProgressBar
              style={{ height: '0.5rem' }}
              now={((pageIndex + 1) / pages.length) * 100}
              aria-label={`Page ${pageIndex + 1} of ${pages.length}`}
            />
          </div>
        )}
        {(page.title || pages.length > 1) && (
          // The target of focus on a new page, so it is announced; untitled pages are named by number.
          <h2 ref={headingRef} tabIndex={-1} className={page.title ? 'h5 form-fill-page-title' : 'visually-hidden'}>
            {page.title || `Page ${pageIndex + 1}`}
          </h2>
        )}
        <div className="form-fill-fields" key={pageIndex}>
          {page.slots.map((slot) => (
            <FieldView key={slot.key} slot={slot} />
          ))}
        </div>
        {notice}
        <div className="form-fill-actions">
          {pageIndex > 0 && (
            <Button variant="outline-secondary" onClick={() => goTo(pageIndex - 1)} disabled={busy !== undefined}>
              <Icon name="arrow-left" className="me-1" />
              Back
            </Button>
          )}
          {onSaveDraft && (
            <BusyButton
              variant="outline-primary"
              busy={busy === 'draft'}
              disabled={busy !== undefined}
              onClick={saveDraft}
            >
              Save draft
            </BusyButton>
          )}
          <span className="flex-grow-1" />
          {isLastPage ? (
            <BusyButton
              type="submit"
              variant="primary"
              busy={busy === 'submit'}
              disabled={busy !== undefined || !onSubmit}
            >
              {submitLabel}
            </BusyButton>
          ) : (
            <Button type="submit" variant="primary" disabled={busy !== undefined}>
              Next
              <Icon name="arrow-right" className="ms-1" />
            </Button>
          )}
        </div>
      </form>
    </FillProvider>
  );
}

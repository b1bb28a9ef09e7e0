import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/bootstrap/button';
import { Icon } from '../../../components/icon';
import { SubmissionPrint } from './submission-print';

type SubmissionPrintProps = ComponentProps<typeof SubmissionPrint>;

export const PRINT_ACTION_LABEL = 'Print / Save as PDF';

// While the sheet is open the page prints only it (submission-print.css hides the rest of <body>).
const PRINTING_CLASS = 'is-printing-submission';

/**
 * "Print / Save as PDF": opens the submission's print layout over the page and the browser's print
 * dialog (where Save as PDF is one of the printers). The sheet stays until closed, to print again.
 */
export function PrintSubmissionButton({
  size,
  ...print
}: SubmissionPrintProps & { size?: ComponentProps<typeof Button>['size'] }) {
  const [isOpen, setIsOpen] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    document.body.classList.add(PRINTING_CLASS);
    // Keyboard users land in the sheet (Escape closes it).
    sheet.current?.focus();
    const close = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    document.addEventListener('keydown', close);
    // After the sheet is on the page, so the dialog prints it.
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', close);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, [isOpen]);

  return (
    <>
      <Button size={size} variant="outline-secondary" onClick={() => setIsOpen(true)}>
        <Icon name="printer" className="me-1" />
        {PRINT_ACTION_LABEL}
      </Button>
      {isOpen &&
        createPortal(
          <div
            ref={sheet}
            tabIndex={-1}
            className="submission-print-sheet"
            role="dialog"
            aria-modal="true"
            aria-label="Print layout"
          >
            <div className="submission-print-toolbar">
              <span className="fw-semibold me-auto">Print layout</span>
              <Button size="sm" onClick={() => window.print()}>
                <Icon name="printer" className="me-1" />
                Print again
              </Button>
              <Button size="sm" variant="outline-secondary" onClick={() => setIsOpen(false)}>
                Close
              </Button>
            </div>
            <SubmissionPrint {...print} />
          </div>,
          document.body,
        )}
    </>
  );
}

import { useState } from 'react';
import { Spinner } from './bootstrap/spinner';
import { normaliseError } from '../lib/firebase/errors';
import { Icon } from './icon';
import { MenuButton } from './menu-button';

export type ExportFormat = 'csv' | 'xlsx';

interface ReportExportMenuProps {
  label: string;
  /**
   * Makes and downloads the file; the menu shows a spinner until it settles. Absent while the rows
   * it would export are loading, which keeps the button disabled: a click then would give no file.
   */
  onExport: ((format: ExportFormat) => Promise<void>) | undefined;
  /** Told why an export failed. */
  onError: (message: string) => void;
  size?: 'sm';
}

/** An export button that offers CSV or Excel, busy while the file is made; a failure goes to onError. */
export function ReportExportMenu({ label, onExport, onError, size }: ReportExportMenuProps) {
  const [busy, setBusy] = useState(false);
  async function exportAs(format: ExportFormat) {
    if (!onExport) return;
    setBusy(true);
    try {
      await onExport(format);
    } catch (failure) {
      onError(normaliseError(failure).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <MenuButton
      label={
        <>
          {busy ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : <Icon name="download" className="me-2" />}
          {label}
        </>
      }
      toggleClassName={`btn btn-outline-secondary${size ? ` btn-${size}` : ''}`}
      disabled={busy || !onExport}
    >
      <button type="button" className="dropdown-item" onClick={() => void exportAs('csv')}>
        CSV (.csv)
      </button>
      <button type="button" className="dropdown-item" onClick={() => void exportAs('xlsx')}>
        Excel (.xlsx)
      </button>
    </MenuButton>
  );
}

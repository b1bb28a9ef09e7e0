import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { seesEveryCustomField } from '../domain/custom-field';
import { normaliseError } from '../lib/firebase/errors';
import { getTeamReportFile, type TeamReportFormat } from '../data/team-report/team-report-store';
import { useSessionUser } from '../data/session/use-session';
import { downloadBlob } from './download-blob';
import { Icon } from './icon';

/**
 * "Export team report": every team with its owner and members, has-logged-in, team type, created
 * at and each custom field, as CSV or XLSX. Reads fresh data on each export. Placed on the users and
 * teams screens.
 */
export function TeamReportExportButton({ onError }: { onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const includeAdminOnly = seesEveryCustomField(useSessionUser().role);
  async function exportAs(format: TeamReportFormat) {
    setBusy(true);
    try {
      const { blob, fileName } = await getTeamReportFile(format, includeAdminOnly);
      downloadBlob(blob, fileName);
    } catch (error) {
      onError(normaliseError(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary" disabled={busy}>
        {busy ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : <Icon name="download" className="me-2" />}
        Export team report
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item onClick={() => void exportAs('csv')}>CSV (.csv)</Dropdown.Item>
        <Dropdown.Item onClick={() => void exportAs('xlsx')}>Excel (.xlsx)</Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

import { seesEveryCustomField } from '../domain/custom-field';
import { useSessionUser } from '../data/session/use-session';
import { downloadBlob } from './download-blob';
import { ReportExportMenu } from './report-export-menu';

/**
 * "Export team report": every team with its owner and members, has-logged-in, team type, created
 * at and each custom field, as CSV or XLSX. Reads fresh data on each export. Placed on the users and
 * teams screens.
 */
export function TeamReportExportButton({ onError }: { onError: (message: string) => void }) {
  const includeAdminOnly = seesEveryCustomField(useSessionUser().role);
  return (
    <ReportExportMenu
      label="Export team report"
      onExport={async (format) => {
        // The report's data code (Firestore, every store it reads) loads on the click, not with the screen.
        const { getTeamReportFile } = await import('../data/team-report/team-report-store');
        const { blob, fileName } = await getTeamReportFile(format, includeAdminOnly);
        downloadBlob(blob, fileName);
      }}
      onError={onError}
    />
  );
}

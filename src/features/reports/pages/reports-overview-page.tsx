import { AdminPage } from '../../../components/admin-page';
import { ReportsOverview } from '../overview/reports-overview';

/** /admin/reports (report viewers and up): where each morning's question starts — which teams will not be ready. */
export default function ReportsOverviewPage() {
  return (
    <AdminPage
      title="Reports"
      description="Who is at risk, what is done and what was sent, at a glance; each report holds the detail."
      aside={
        <ul className="ps-3 mb-0">
          <li className="mb-2">
            The figures at the top are counted live; the charts come from a summary the portal recomputes every 15
            minutes.
          </li>
          <li className="mb-2">'Refresh now' recomputes the charts straight away.</li>
          <li>Each chart's 'Show as table' gives its numbers.</li>
        </ul>
      }
    >
      <ReportsOverview />
    </AdminPage>
  );
}

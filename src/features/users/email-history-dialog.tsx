import { formatDateTime } from '../../domain/event-time';
import { useEventTimeZone } from '../../data/settings/use-event-time-zone';
import { Badge } from '../../components/bootstrap/badge';
import { Spinner } from '../../components/bootstrap/spinner';
import { Table } from '../../components/bootstrap/table';
import { Dialog } from '../../components/dialog';
import { useEmailResponsesQuery } from '../../data/email-responses/email-responses-api';
import { EMAIL_EVENT_LABELS } from '../../domain/email-responses';
import type { User } from '../../domain/user';
import { LoadingOrError } from '../../components/loading-or-error';

/** A person's email history: every mail sent to them and what became of it (admins). */
export function EmailHistoryDialog({ user, onClose }: { user: User | undefined; onClose: () => void }) {
  return (
    <Dialog
      show={user !== undefined}
      onHide={onClose}
      size="lg"
      scrollable
      title={`Emails to ${user ? `${user.firstName} ${user.surname}`.trim() || user.email : ''}`}
    >
      {user && <EmailHistory userId={user.id} />}
    </Dialog>
  );
}

/** The log entries of one person, newest first (read only while the dialog is open). */
function EmailHistory({ userId }: { userId: string }) {
  const timeZone = useEventTimeZone();
  const history = useEmailResponsesQuery(userId);
  return (
    <>
      <LoadingOrError
        isLoading={history.isLoading}
        error={history.error}
        skeleton={
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">Loading</span>
          </Spinner>
        }
      />
      {history.data?.length === 0 && (
        <p className="text-body-secondary mb-0">No emails have been sent to this person yet.</p>
      )}
      {history.data && history.data.length > 0 && (
        <Table size="sm" responsive className="mb-0" aria-label="Email history">
          <thead>
            <tr>
              <th>When</th>
              <th>Email</th>
              <th>Status</th>
              <th>To</th>
              <th className="d-none d-md-table-cell">Details</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((entry) => (
              <tr key={entry.id}>
                <td className="text-nowrap small">
                  {entry.createdAt ? formatDateTime(entry.createdAt, timeZone) : ''}
                </td>
                <td className="small">{entry.templateId}</td>
                <td>
                  <Badge bg={entry.type === 'bounce' || entry.type === 'spamComplaint' ? 'danger' : 'secondary'}>
                    {EMAIL_EVENT_LABELS[entry.type]}
                  </Badge>
                </td>
                <td className="small text-break">{entry.recipient}</td>
                <td className="small text-break d-none d-md-table-cell">{entry.details}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

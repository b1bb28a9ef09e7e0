import Card from 'react-bootstrap/Card';
import { useSessionUser } from '../../../components/session/use-session';

/** The team's home. The configurable header and featured pages arrive with the content area. */
export default function DashboardPage() {
  const user = useSessionUser();
  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-3">Welcome{user.firstName ? `, ${user.firstName}` : ''}</h1>
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <p className="mb-0 text-muted">Your event's pages, tasks and forms will appear here as the organisers publish them.</p>
        </Card.Body>
      </Card>
    </div>
  );
}

import { Placeholder } from '../../../components/bootstrap/placeholder';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { LoadingOrError } from '../../../components/loading-or-error';
import { firebaseClient } from '../../../lib/firebase/client';
import { useMyEventsQuery } from '../../../data/my-events/my-events-api';
import { formatEventDates } from '../event-dates';
import { Icon } from '../../../components/icon';

function EventListSkeleton() {
  return (
    <div className="portal-card" role="status" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((row) => (
        <div key={row} className="d-flex align-items-center gap-3 p-3 border-bottom">
          <Placeholder animation="glow" className="flex-grow-1">
            <Placeholder xs={5} className="d-block mb-2" />
            <Placeholder xs={3} size="sm" />
          </Placeholder>
        </div>
      ))}
    </div>
  );
}

/** The events this person belongs to, each with its dates and a link to its portal. */
export default function MyEventsPage() {
  const { data: events, isLoading, error, refetch } = useMyEventsQuery();
  const currentEventId = firebaseClient().eventId;

  return (
    <div className="px-3 py-3 px-md-4" style={{ maxWidth: '60rem' }}>
      <Breadcrumbs />
      <h1 className="h3 mt-2 mb-1">My Events</h1>
      <p className="text-body-secondary mb-4">Every event you have an account for. Open one to go to its portal.</p>
      <LoadingOrError
        isLoading={isLoading}
        error={error}
        skeleton={<EventListSkeleton />}
        onRetry={() => void refetch()}
      />
      {events && events.length === 0 && (
        <div className="portal-card portal-state">
          <span className="portal-state-icon" aria-hidden="true">
            <Icon name="calendar-x" />
          </span>
          <h2 className="h5 mt-3">No events yet</h2>
          <p className="text-body-secondary mb-0">When an organiser adds you to an event, it will appear here.</p>
        </div>
      )}
      {events && events.length > 0 && (
        <ul className="portal-card list-unstyled mb-0" aria-label="Events">
          {events.map((event) => {
            const dates = formatEventDates(event.startDate, event.endDate);
            return (
              <li key={event.id} className="d-flex flex-wrap align-items-center gap-3 p-3 border-bottom">
                <span className="admin-section-icon" aria-hidden="true">
                  <Icon name="calendar-event" />
                </span>
                <div className="flex-grow-1 min-w-0">
                  <div className="fw-semibold">
                    {event.eventName || event.id}
                    {event.id === currentEventId && (
                      <span className="badge text-bg-light border ms-2 fw-normal">This event</span>
                    )}
                  </div>
                  <div className="small text-body-secondary">{dates || 'Dates to be announced'}</div>
                </div>
                {event.appUrl ? (
                  <a
                    href={event.appUrl}
                    className="btn btn-outline-primary btn-sm"
                    target={event.id === currentEventId ? undefined : '_blank'}
                    rel="noreferrer"
                  >
                    Open portal
                    <Icon name="box-arrow-up-right" className="ms-2" />
                  </a>
                ) : (
                  <span className="small text-body-secondary">No portal address yet</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

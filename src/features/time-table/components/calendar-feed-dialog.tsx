import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { BusyButton } from '../../../components/busy-button';
import { CopyableLink } from '../../../components/copyable-link';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { LoadingOrError } from '../../../components/loading-or-error';
import { errorMessage } from '../../../data/api-slice';
import { useMakeCalendarFeedLinkMutation, useMyCalendarFeedQuery } from '../../../data/time-table/calendar-feed-api';
import { formatDateTimeWithZone } from '../../../domain/event-time';

/** The same address for calendar apps, which open webcal: links with "subscribe". */
const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * Subscribing to the time table from a calendar app: the person makes a secret link (shown once,
 * since only its hash is stored), copies it or opens it in their calendar app. A new link stops
 * the old one, so it asks first.
 */
export function CalendarFeedDialog({
  show,
  onHide,
  timeZone,
}: {
  show: boolean;
  onHide: () => void;
  timeZone: string;
}) {
  const feed = useMyCalendarFeedQuery(undefined, { skip: !show });
  const [makeLink, making] = useMakeCalendarFeedLinkMutation();
  const [url, setUrl] = useState('');
  const [confirmingNew, setConfirmingNew] = useState(false);
  const [problem, setProblem] = useState('');

  const make = async () => {
    setProblem('');
    try {
      setUrl(await makeLink().unwrap());
      setConfirmingNew(false);
    } catch (error) {
      setProblem(errorMessage(error) ?? 'The calendar link could not be made. Please try again.');
    }
  };
  const hide = () => {
    setUrl('');
    setConfirmingNew(false);
    setProblem('');
    onHide();
  };

  return (
    <Dialog show={show} onHide={hide} title="Subscribe in your calendar app" canClose={!making.isLoading}>
      <p>
        Add your time table to Google Calendar, Outlook or Apple Calendar: your team's deadlines, the event's dates and
        its notifications, at the event's times ({timeZone}). Your calendar app keeps it up to date by itself.
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <LoadingOrError isLoading={feed.isLoading} error={feed.error} rows={2} />
      {url ? (
        <>
          <CopyableLink
            controlId="calendar-feed-link"
            label="Your calendar link"
            url={url}
            className="mb-2"
            hint="In your calendar app, choose to add a calendar from a URL (or by subscription) and paste this link. It is shown only now: keep it to yourself, whoever has it sees your time table."
          />
          <a className="btn btn-primary" href={webcalUrl(url)}>
            <Icon name="calendar-event" className="me-1" />
            Open in my calendar app
          </a>
        </>
      ) : (
        feed.data !== undefined &&
        (feed.data === null ? (
          <BusyButton busy={making.isLoading} onClick={make}>
            Make my calendar link
          </BusyButton>
        ) : confirmingNew ? (
          <Alert variant="warning" className="mb-0">
            <p>The link you made before stops working, and calendars that use it stop updating. Make a new link?</p>
            <div className="d-flex gap-2">
              <BusyButton busy={making.isLoading} variant="danger" onClick={make}>
                Make a new link
              </BusyButton>
              <Button variant="outline-secondary" onClick={() => setConfirmingNew(false)} disabled={making.isLoading}>
                Keep the old link
              </Button>
            </div>
          </Alert>
        ) : (
          <>
            <p>
              You made a calendar link on {formatDateTimeWithZone(feed.data.createdAt, timeZone)}. It was shown only
              then; make a new one to copy it again.
            </p>
            <Button variant="outline-primary" onClick={() => setConfirmingNew(true)}>
              Make a new link
            </Button>
          </>
        ))
      )}
    </Dialog>
  );
}

import { useMemo } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { plainOptions, SelectField } from '../../../components/form-fields';
import { dayOf, formatTime, timeZoneChoices, zoneAbbreviation } from '../../../domain/event-time';
import { DateTimeField } from '../../../components/date-time-field';
import type { EventSettings } from '../../../domain/settings/event-settings';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { FieldSection, TextField } from '../components/fields';
import { hasChanges } from '../../../components/save-changes-button';
import { useFieldProblems } from '../../../components/use-field-problems';
import { useDraft } from '../components/use-draft';
import { SaveBar } from '../components/save-bar';
import { SettingsLoader } from '../components/settings-loader';
import { useSaveSettings } from '../components/use-save-settings';
import { required } from '../../../domain/field-checks';

/** The event's problems, by the id of their field (in the order of the fields on the screen). */
function eventProblems(event: EventSettings) {
  return {
    'event-end-date':
      event.startDate && event.endDate && event.endDate < event.startDate
        ? 'The end date must be on or after the start date'
        : undefined,
    // The launch opens the portal to teams, so it falls on the event's last day at the latest.
    'event-launch-date':
      event.launchDate && event.endDate && dayOf(event.launchDate, event.timeZone) > event.endDate
        ? 'The launch date must be on or before the end date'
        : undefined,
    'event-name': required(event.eventName, 'Enter the event name'),
    'event-long-name': required(event.longName, 'Enter the application name'),
    'event-short-name': required(event.shortName, 'Enter the short application name'),
  };
}

function EventForm({ initial }: { initial: EventSettings }) {
  const { save, isSaving } = useSaveSettings('event');
  const { draft: event, set } = useDraft(initial);
  const fieldProblems = useFieldProblems(() => eventProblems(event));
  const zones = useMemo(() => plainOptions(timeZoneChoices(event.timeZone)), [event.timeZone]);
  const now = new Date();

  return (
    <Form noValidate onSubmit={fieldProblems.handleSubmit(() => save(event))}>
      <Card body className="settings-card">
        <FieldSection title="Dates">
          <Row>
            <Col sm={6}>
              <TextField
                id="event-start-date"
                label="Start date"
                type="date"
                value={event.startDate}
                onChange={(startDate) => set({ startDate })}
              />
            </Col>
            <Col sm={6}>
              <TextField
                id="event-end-date"
                label="End date"
                type="date"
                value={event.endDate}
                onChange={(endDate) => set({ endDate })}
                error={fieldProblems.at('event-end-date')}
              />
            </Col>
          </Row>
          <SelectField
            id="event-time-zone"
            label="Time zone"
            value={event.timeZone}
            options={zones}
            onChange={(timeZone) => set({ timeZone })}
            hint={`Where the event happens: every date and time in the portal is shown, entered and grouped by day in this zone, and named where people may be elsewhere. It is ${formatTime(now.toISOString(), event.timeZone)} ${zoneAbbreviation(event.timeZone, now)} there now.`}
          />
          <DateTimeField
            id="event-launch-date"
            label="Launch date"
            value={event.launchDate}
            timeZone={event.timeZone}
            onChange={(launchDate) => set({ launchDate })}
            error={fieldProblems.at('event-launch-date')}
            hint="When the portal opens to teams: the time table shows it and the risk score counts from it. Leave it empty until it is known."
          />
        </FieldSection>
        <FieldSection
          title="Names"
          description="How the event and the portal are named in the menu, page titles and emails."
        >
          <TextField
            id="event-name"
            label="Event name"
            required
            value={event.eventName}
            onChange={(eventName) => set({ eventName })}
            error={fieldProblems.at('event-name')}
            hint="The full name, used in emails and page titles."
          />
          <Row>
            <Col md={7}>
              <TextField
                id="event-long-name"
                label="Application name"
                required
                value={event.longName}
                onChange={(longName) => set({ longName })}
                error={fieldProblems.at('event-long-name')}
                hint="The portal's full name, shown where there is room."
              />
            </Col>
            <Col md={5}>
              <TextField
                id="event-short-name"
                label="Short application name"
                required
                value={event.shortName}
                onChange={(shortName) => set({ shortName })}
                error={fieldProblems.at('event-short-name')}
                hint="Used on home screens and narrow layouts."
                maxLength={30}
              />
            </Col>
          </Row>
          <TextField
            id="event-app-url"
            label="Application URL"
            readOnly
            value={event.appUrl || 'Not set'}
            hint="Set when the event is deployed; links in emails point here."
          />
        </FieldSection>
        <FieldSection title="Organiser">
          <Row>
            <Col md={6}>
              <TextField
                id="event-team-name"
                label="Team name"
                value={event.teamName}
                onChange={(teamName) => set({ teamName })}
                hint="Signs emails and the onboarding message."
              />
            </Col>
            <Col md={6}>
              <TextField
                id="event-company-name"
                label="Company name"
                value={event.companyName}
                onChange={(companyName) => set({ companyName })}
              />
            </Col>
          </Row>
          <TextField
            id="event-company-address"
            label="Company address"
            rows={3}
            value={event.companyAddress}
            onChange={(companyAddress) => set({ companyAddress })}
          />
        </FieldSection>
        <SaveBar isSaving={isSaving} isDirty={hasChanges(event, initial)} />
      </Card>
    </Form>
  );
}

export default function EventSettingsPage() {
  return (
    <AdminPage
      title="Event Details"
      description="Dates, time zone, launch date, names and the organiser's details."
      aside={
        <p className="mb-0">
          The event name appears in every email the portal sends, so keep it the way attendees know it.
        </p>
      }
    >
      <SettingsLoader kind="event" rows={6}>
        {(settings) => <EventForm initial={settings} />}
      </SettingsLoader>
    </AdminPage>
  );
}

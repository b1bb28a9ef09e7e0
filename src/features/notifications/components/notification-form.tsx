import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { Link } from 'react-router';
import { BusyButton } from '../../../components/busy-button';
import { TeamTypeChecklist } from '../../../components/team-type-checklist';
import { errorMessage } from '../../../data/api-slice';
import { useSendNotificationTestEmailMutation } from '../../../data/notifications/notifications-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { useFieldProblems } from '../../../components/use-field-problems';
import { emailError, required } from '../../../domain/field-checks';
import { ADMIN_NOTIFICATION_DEFAULT_TITLE } from '../../../domain/messages';
import {
  addressedTeamIds,
  isPublished,
  teamAddress,
  type EventNotification,
  type NotificationValues,
} from '../../../domain/notifications';
import { buildPath } from '../../../domain/routes';
import { DateTimeField } from '../../../components/date-time-field';
import { InputField, SwitchField } from '../../../components/form-fields';
import { NotificationTeamsField } from './notification-teams-field';
import '../notifications.css';

export const EMPTY_NOTIFICATION_VALUES: NotificationValues = {
  title: '',
  description: '',
  sendEmail: false,
  teamTypeIds: [],
  teamId: '',
  teamIds: [],
  linkUrl: '',
  buttonUrl: '',
  buttonText: '',
  scheduledAt: '',
};

export interface NotificationFormProps {
  current?: EventNotification;
  initialValues: NotificationValues;
  /** Saves; with publishNow the notification is then published at once. Rejects with { message }. */
  onSave: (values: NotificationValues, publishNow: boolean) => Promise<unknown>;
}

/** The add and edit form of an event notification, with its test email. */
export function NotificationForm({ current, initialValues, onSave }: NotificationFormProps) {
  const { data: teamTypes = [] } = useTeamTypesQuery();
  const [sendTest, testState] = useSendNotificationTestEmailMutation();
  const [values, setValues] = useState(initialValues);
  const [testAddress, setTestAddress] = useState('');
  const [testResult, setTestResult] = useState<string>();
  const fieldProblems = useFieldProblems(() => ({
    'notification-title': required(values.title, 'Enter a subject.'),
    'notification-description': required(values.description, 'Enter a message.'),
  }));
  // The test email is its own action: its address is checked only when a test is sent.
  const testAddressProblems = useFieldProblems(() => ({ 'notification-test-address': emailError(testAddress) }));
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'publish'>();
  const published = current !== undefined && isPublished(current.status);
  const set = <K extends keyof NotificationValues>(key: K, value: NotificationValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const save = async (publishNow: boolean) => {
    if (!fieldProblems.check()) return;
    setFailure(undefined);
    setBusy(publishNow ? 'publish' : 'save');
    try {
      await onSave(publishNow ? { ...values, scheduledAt: '' } : values, publishNow);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  const sendTestEmail = async () => {
    setTestResult(undefined);
    if (!testAddressProblems.check()) return;
    try {
      await sendTest({ to: testAddress.trim(), values }).unwrap();
      setTestResult(`A test email was sent to ${testAddress.trim()}.`);
    } catch (error) {
      setTestResult(errorMessage(error));
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Row className="g-4">
        <Col lg={7}>
          <Card className="shadow-sm h-100">
            <Card.Body>
              <InputField
                id="notification-title"
                className="mb-3"
                label="Subject"
                required
                maxLength={200}
                error={fieldProblems.at('notification-title')}
                value={values.title}
                onChange={(title) => set('title', title)}
              />
              <InputField
                id="notification-description"
                className="mb-3"
                label="Message"
                required
                rows={6}
                error={fieldProblems.at('notification-description')}
                value={values.description}
                onChange={(description) => set('description', description)}
              />
              <InputField
                id="notification-link"
                className="mb-3"
                label="Destination URL"
                placeholder="/content or https://…"
                hint="Where opening the notification leads: a page of the portal or a web address."
                value={values.linkUrl}
                onChange={(linkUrl) => set('linkUrl', linkUrl)}
              />
              <Row className="g-3">
                <Col sm={7}>
                  <InputField
                    id="notification-button-url"
                    label="Button link"
                    placeholder="https://…"
                    value={values.buttonUrl}
                    onChange={(buttonUrl) => set('buttonUrl', buttonUrl)}
                  />
                </Col>
                <Col sm={5}>
                  <InputField
                    id="notification-button-text"
                    label="Button text"
                    placeholder="Read more"
                    value={values.buttonText}
                    onChange={(buttonText) => set('buttonText', buttonText)}
                  />
                </Col>
              </Row>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <NotificationTeamsField
                teamIds={addressedTeamIds(values)}
                onChange={(teamIds) => setValues((previous) => ({ ...previous, ...teamAddress(teamIds) }))}
              />
              <TeamTypeChecklist
                legend="Team types"
                hint="With no team chosen and every team type unticked, it is shown to everyone."
                teamTypes={teamTypes}
                selected={values.teamTypeIds}
                onChange={(teamTypeIds) => set('teamTypeIds', teamTypeIds)}
                idPrefix="notification-team-type"
              />
              <SwitchField
                id="notification-send-email"
                label="Also send it by email"
                checked={values.sendEmail}
                onChange={(sendEmail) => set('sendEmail', sendEmail)}
              />
              <Form.Text>
                Emailed with the Notification template (subject: “{ADMIN_NOTIFICATION_DEFAULT_TITLE}” unless you changed
                it).
              </Form.Text>
              {!published && (
                <DateTimeField
                  id="notification-scheduled-at"
                  className="mt-3"
                  label="Schedule for (optional)"
                  hint={`Saved with a time, it is published ${values.sendEmail ? 'and emailed ' : ''}then.`}
                  value={values.scheduledAt}
                  onChange={(scheduledAt) => set('scheduledAt', scheduledAt)}
                />
              )}
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body>
              <InputField
                id="notification-test-address"
                label="Send a test email"
                type="email"
                value={testAddress}
                onChange={setTestAddress}
                placeholder="you@example.com"
                error={testAddressProblems.at('notification-test-address')}
                append={
                  <BusyButton
                    variant="outline-primary"
                    busy={testState.isLoading}
                    disabled={!testAddress.trim() || !values.title.trim()}
                    onClick={() => void sendTestEmail()}
                  >
                    Send test
                  </BusyButton>
                }
              />
              {testResult && (
                <div className="form-text" role="status">
                  {testResult}
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {failure}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-end mt-4">
        <Link to={buildPath('manageNotifications')} className={`btn btn-outline-secondary${busy ? ' disabled' : ''}`}>
          Cancel
        </Link>
        {published ? (
          <BusyButton type="submit" busy={busy === 'save'}>
            Save and update
          </BusyButton>
        ) : (
          <>
            <BusyButton type="submit" variant="outline-primary" busy={busy === 'save'} disabled={busy !== undefined}>
              {values.scheduledAt ? 'Schedule' : 'Save draft'}
            </BusyButton>
            <BusyButton busy={busy === 'publish'} disabled={busy !== undefined} onClick={() => void save(true)}>
              Publish now
            </BusyButton>
          </>
        )}
      </div>
      {published && (
        <p className="form-text text-end mb-0">
          Saving updates who sees it; people newly reached are emailed if email is on.
        </p>
      )}
      {current?.status === 'failed' && current.providerResponse && (
        <Alert variant="warning" className="mt-3">
          <div className="fw-semibold mb-1">Some emails were not sent</div>
          <pre className="mb-0 small text-wrap">{current.providerResponse}</pre>
          <Button variant="link" className="p-0 mt-1" onClick={() => void save(false)}>
            Try the failed emails again
          </Button>
        </Alert>
      )}
    </Form>
  );
}

import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { Link } from 'react-router';
import { TASK_REMINDER_RECIPIENTS } from '../../../domain/constants';
import { routeById } from '../../../domain/routes';
import type { EmailsSettings } from '../../../domain/settings/emails-settings';
import type { WelcomeEmailSettings } from '../../../domain/settings/welcome-email-settings';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { FieldSection, SwitchField, TextField } from '../components/fields';
import { hasChanges } from '../../../components/save-changes-button';
import { useFieldProblems } from '../../../components/use-field-problems';
import { useDraft } from '../components/use-draft';
import { SaveBar } from '../components/save-bar';
import { SettingsLoader } from '../components/settings-loader';
import { useSaveSettings } from '../components/use-save-settings';
import { emailError } from '../../../domain/field-checks';
import { Icon } from '../../../components/icon';

const RECIPIENT_LABELS: Record<(typeof TASK_REMINDER_RECIPIENTS)[number], string> = {
  'all-users': 'Everyone in the team',
  admin: 'Administrators only',
  'team-leader': 'Team leaders (team owners) only',
};

function addressProblems(emails: EmailsSettings) {
  return { 'support-email': emailError(emails.supportEmail), 'from-email': emailError(emails.fromEmail) };
}

function EmailAddressesForm({ initial }: { initial: EmailsSettings }) {
  const { save, isSaving } = useSaveSettings('emails');
  const { draft: emails, set } = useDraft(initial);
  const fieldProblems = useFieldProblems(() => addressProblems(emails));

  return (
    <Form
      noValidate
      onSubmit={fieldProblems.handleSubmit(() => save(emails))}
      aria-label="Email addresses and reminders"
    >
      <Card body className="settings-card">
        <FieldSection title="Addresses">
          <Row>
            <Col md={6}>
              <TextField
                id="support-email"
                label="Support email"
                type="email"
                required
                value={emails.supportEmail}
                onChange={(supportEmail) => set({ supportEmail })}
                error={fieldProblems.at('support-email')}
                hint="Where people are told to write with questions."
                placeholder="support@example.com"
              />
            </Col>
            <Col md={6}>
              <TextField
                id="from-email"
                label="From email"
                type="email"
                required
                value={emails.fromEmail}
                onChange={(fromEmail) => set({ fromEmail })}
                error={fieldProblems.at('from-email')}
                hint="The sender of every email the portal sends."
                placeholder="no-reply@example.com"
              />
            </Col>
          </Row>
        </FieldSection>
        <FieldSection title="Task reminders" description="Reminders list a team's tasks that are due soon or overdue.">
          <SwitchField
            label="Send task reminders"
            checked={emails.taskRemindersEnabled}
            onChange={(taskRemindersEnabled) => set({ taskRemindersEnabled })}
          />
          <fieldset disabled={!emails.taskRemindersEnabled}>
            <legend className="form-label fs-6">Send reminders to</legend>
            {TASK_REMINDER_RECIPIENTS.map((recipient) => (
              <Form.Check
                key={recipient}
                type="radio"
                id={`reminders-to-${recipient}`}
                name="sendTaskRemindersTo"
                label={RECIPIENT_LABELS[recipient]}
                checked={emails.sendTaskRemindersTo === recipient}
                onChange={() => set({ sendTaskRemindersTo: recipient })}
              />
            ))}
          </fieldset>
        </FieldSection>
        <SaveBar isSaving={isSaving} isDirty={hasChanges(emails, initial)} />
      </Card>
    </Form>
  );
}

function WelcomeParagraphsForm({ initial }: { initial: WelcomeEmailSettings }) {
  const { draft: welcome, set } = useDraft(initial);
  const { save, isSaving } = useSaveSettings('welcomeEmail');

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(welcome);
      }}
      aria-label="Welcome email paragraphs"
    >
      <Card body className="settings-card">
        <p className="text-body-secondary small">
          These paragraphs go into every welcome email where its template says <code>{'{{welcomeParagraphs}}'}</code>,
          in this order. Only paragraphs that are switched on are sent.
        </p>
        {([1, 2] as const).map((number) => {
          const text = `paragraph${number}` as const;
          const show = `showParagraph${number}` as const;
          return (
            <div key={number} className="settings-paragraph">
              <SwitchField
                label={`Include paragraph ${number}`}
                checked={welcome[show]}
                onChange={(checked) => set({ [show]: checked })}
              />
              <TextField
                id={`welcome-paragraph-${number}`}
                label={`Paragraph ${number}`}
                rows={4}
                value={welcome[text]}
                onChange={(value) => set({ [text]: value })}
                placeholder="For example: stand build starts on Monday at 8am."
              />
            </div>
          );
        })}
        <SaveBar isSaving={isSaving} isDirty={hasChanges(welcome, initial)} />
      </Card>
    </Form>
  );
}

export default function EmailSettingsPage() {
  return (
    <AdminPage
      title="Email Settings"
      description="The addresses emails come from, task reminders and the welcome email's own paragraphs."
      actions={
        <Link className="btn btn-outline-primary" to={routeById('manageEmailTemplates').path}>
          <Icon name="envelope-paper" className="me-2" />
          Email templates
        </Link>
      }
      aside={
        <p className="mb-0">Use an address on a domain your mail provider may send for, or emails may land in spam.</p>
      }
    >
      <SettingsLoader kind="emails" rows={4}>
        {(settings) => <EmailAddressesForm initial={settings} />}
      </SettingsLoader>
      <h2 className="h5 mt-4 mb-3" id="welcome-paragraphs">
        Welcome email paragraphs
      </h2>
      <SettingsLoader kind="welcomeEmail" rows={3}>
        {(settings) => <WelcomeParagraphsForm initial={settings} />}
      </SettingsLoader>
    </AdminPage>
  );
}

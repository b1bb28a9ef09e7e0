import { useRef, useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { Link, useParams } from 'react-router';
import {
  emailTemplateDefinition,
  emailTemplateWriteSchema,
  renderEmailTemplate,
} from '../../../domain/email-templates';
import { buildPath, routeById } from '../../../domain/routes';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import {
  useEmailTemplateQuery,
  useUpdateEmailTemplateMutation,
} from '../../../data/email-templates/email-templates-api';
import type { EmailTemplateEntry } from '../../../data/email-templates/email-templates-store';
import { EmailPreview } from '../components/email-preview';
import { SaveBar } from '../components/save-bar';
import { LoadFailure, SettingsFormSkeleton } from '../components/settings-loader';
import { usePreviewVariables } from '../components/use-preview-variables';
import { VariableList } from '../components/variable-list';
import { useFieldProblems } from '../../../components/use-field-problems';
import { schemaProblems } from '../../../domain/field-checks';
import { InputField } from '../../../components/form-fields';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { errorMessage } from '../../../data/api-slice';

type Field = 'subject' | 'body';

const FIELD_IDS: Record<Field, string> = { subject: 'template-subject', body: 'template-body' };

function templateProblems(template: EmailTemplateEntry, draft: Record<Field, string>) {
  return schemaProblems(emailTemplateWriteSchema.safeParse({ ...template, ...draft }), FIELD_IDS);
}

function TemplateEditor({ template }: { template: EmailTemplateEntry }) {
  const definition = emailTemplateDefinition(template.id);
  const [saveTemplate, { isLoading: isSaving }] = useUpdateEmailTemplateMutation();
  const feedback = useFeedback();
  const variables = usePreviewVariables(template.id);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const save = useSingleSubmit(async (draft: Record<Field, string>) => {
    try {
      await saveTemplate({ draft: { id: template.id, ...draft }, previous: template }).unwrap();
      feedback.showSuccess();
    } catch (error) {
      feedback.showError(errorMessage(error));
    }
  });
  const [draft, setDraft] = useState<Record<Field, string>>({ subject: template.subject, body: template.body });
  const fieldProblems = useFieldProblems(() => templateProblems(template, draft));
  const isDefault = draft.subject === definition.subject && draft.body === definition.body;

  const insert = (name: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const text = draft[field];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const placeholder = `{{${name}}}`;
    setDraft({ ...draft, [field]: text.slice(0, start) + placeholder + text.slice(end) });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  // The preview's sample values include every required variable, so rendering cannot fail here.
  const preview = renderEmailTemplate({ id: template.id, ...draft }, variables);

  return (
    <div className="email-template-layout">
      <Form noValidate onSubmit={fieldProblems.handleSubmit(() => save(draft))} className="min-w-0">
        <Card body className="settings-card">
          <p className="small text-body-secondary">{definition.description}</p>
          <InputField
            id={FIELD_IDS.subject}
            className="mb-3"
            label="Subject"
            ref={subjectRef}
            value={draft.subject}
            onChange={(subject) => setDraft({ ...draft, subject })}
            onFocus={() => (lastField.current = 'subject')}
            error={fieldProblems.at(FIELD_IDS.subject)}
          />
          <InputField
            id={FIELD_IDS.body}
            className="mb-3"
            label="Text"
            ref={bodyRef}
            rows={14}
            controlClassName="email-template-body-input"
            value={draft.body}
            onChange={(body) => setDraft({ ...draft, body })}
            onFocus={() => (lastField.current = 'body')}
            error={fieldProblems.at(FIELD_IDS.body)}
            hint="Plain text: a blank line starts a new paragraph, and links become clickable."
          />
          <SaveBar isSaving={isSaving} isDirty={draft.subject !== template.subject || draft.body !== template.body}>
            <Button
              variant="outline-secondary"
              disabled={isDefault || isSaving}
              onClick={() => setDraft({ subject: definition.subject, body: definition.body })}
            >
              Reset to default
            </Button>
          </SaveBar>
        </Card>
        <h2 className="h6 mt-4 mb-2">Preview</h2>
        <EmailPreview email={preview} />
      </Form>
      <Card body className="settings-card email-template-side">
        <h2 className="h6">Insert a variable</h2>
        <p className="small text-body-secondary">
          Puts the placeholder where the cursor was, in the subject or the text.
        </p>
        <VariableList variables={definition.variables} onInsert={insert} />
      </Card>
    </div>
  );
}

export default function EditEmailTemplatePage() {
  const { emailId = '' } = useParams();
  const { data: template, isLoading, error, refetch } = useEmailTemplateQuery(emailId);
  return (
    <AdminPage
      title={template ? `Edit: ${emailTemplateDefinition(template.id).name}` : 'Edit Email Template'}
      actions={
        <>
          <Link to={routeById('manageEmailTemplates').path} className="btn btn-outline-secondary">
            All templates
          </Link>
          {template && (
            <LinkButton to={buildPath('viewEmailTemplate', { emailId: template.id })} variant="outline-primary">
              View
            </LinkButton>
          )}
        </>
      }
    >
      {isLoading ? (
        <SettingsFormSkeleton rows={6} />
      ) : template ? (
        <TemplateEditor template={template} />
      ) : (
        <LoadFailure
          message={errorMessage(error) ?? 'This template could not be loaded.'}
          onRetry={() => void refetch()}
        />
      )}
    </AdminPage>
  );
}

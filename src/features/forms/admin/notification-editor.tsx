import { useMemo, useState, type FormEvent } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { FormActions } from '../../../components/form-actions';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { useSaveAction } from '../../../components/use-single-submit';
import type { LoadedForm } from '../../../data/forms/forms-store';
import {
  formNotificationProblems,
  mergeTag,
  SEND_TO_TYPE_LABELS,
  type FormNotificationValues,
} from '../../../domain/form-notifications';
import { isInputField, reportLabelOf } from '../../../domain/forms/field';
import { SEND_TO_TYPES } from '../../../domain/forms/form';
import { InputField, labelledOptions, SelectField, SwitchField } from '../../../components/form-fields';
import { formRulesProblems, FormRulesCard } from '../../../components/form-rules-card';

export interface NotificationEditorProps {
  loaded: LoadedForm;
  initial: FormNotificationValues;
  submitLabel: string;
  cancel: string;
  onSubmit: (values: FormNotificationValues) => Promise<unknown>;
}

/** An email field a notification may send to: one of the form's, or one inside a placed field group. */
interface EmailFieldChoice {
  key: string;
  label: string;
  sendTo: string;
  sendToFieldGroupId: string;
}

function emailFieldChoices({ definition }: LoadedForm): EmailFieldChoice[] {
  return definition.fields.flatMap((field) => {
    if (field.type === 'email')
      return [{ key: field.id, label: reportLabelOf(field), sendTo: field.id, sendToFieldGroupId: '' }];
    if (field.type !== 'template') return [];
    const group = definition.fieldGroups[field.fieldGroupId];
    return (group?.fields ?? [])
      .filter((groupField) => groupField.type === 'email')
      .map((groupField) => ({
        key: `${field.fieldGroupId}/${groupField.id}`,
        label: `${reportLabelOf(field)} › ${reportLabelOf(groupField)}`,
        sendTo: groupField.id,
        sendToFieldGroupId: field.fieldGroupId,
      }));
  });
}

/** The merge tags of the form's questions (a template's fields in its first entry). */
function mergeTags({ definition }: LoadedForm): { tag: string; label: string }[] {
  return definition.fields.flatMap((field) => {
    if (field.type === 'template') {
      return (definition.fieldGroups[field.fieldGroupId]?.fields ?? []).map((groupField) => ({
        tag: mergeTag(`${field.id}.1.${groupField.id}`),
        label: `${reportLabelOf(field)} 1 › ${reportLabelOf(groupField)}`,
      }));
    }
    return isInputField(field) ? [{ tag: mergeTag(field.id), label: reportLabelOf(field) }] : [];
  });
}

/**
 * A form notification: recipients (by sendToType, bcc, reply-to), the subject (the form's title or
 * its own), the message with merge tags, what it shows of the submission, the defaults, whether it
 * is active, and the ANY/ALL rules that decide whether a submission sends it.
 */
export function NotificationEditor({ loaded, initial, submitLabel, cancel, onSubmit }: NotificationEditorProps) {
  const [values, setValues] = useState<FormNotificationValues>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = <K extends keyof FormNotificationValues>(key: K, value: FormNotificationValues[K]) => {
    setProblems((current) => ({ ...current, [key]: '' }));
    setValues((current) => ({ ...current, [key]: value }));
  };
  const choices = useMemo(() => emailFieldChoices(loaded), [loaded]);
  const tags = useMemo(() => mergeTags(loaded), [loaded]);
  const chosenField = choices.find(
    (choice) => choice.sendTo === values.sendTo && choice.sendToFieldGroupId === values.sendToFieldGroupId,
  );

  const { save, busy, failure } = useSaveAction(onSubmit);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formNotificationProblems({
      ...values,
      id: 'check',
      formId: loaded.form.id,
      name: values.name.trim(),
    });
    setProblems(found);
    // Incomplete rules are flagged beside them; none is saved.
    if (formRulesProblems(loaded.definition, values.rules)) return;
    if (Object.keys(found).length === 0) void save({ ...values, name: values.name.trim() });
  }

  const text = (key: 'name' | 'bccTo' | 'replyTo' | 'subjectLine' | 'sendTo', label: string, hint?: string) => (
    <InputField
      id={`notification-${key}`}
      label={label}
      hint={hint}
      value={values[key]}
      error={problems[key]}
      onChange={(value) => set(key, value)}
    />
  );
  const toggle = (
    key:
      | 'showSubmission'
      | 'showCustomFields'
      | 'showHiddenCustomFields'
      | 'isAdminDefault'
      | 'isUserDefault'
      | 'isActive'
      | 'isFormTitleSubjectLine',
    label: string,
    disabled = false,
  ) => (
    <SwitchField
      id={`notification-${key}`}
      label={label}
      checked={values[key]}
      disabled={disabled}
      onChange={(checked) => set(key, checked)}
    />
  );

  return (
    <Form onSubmit={submit} noValidate className="notification-editor">
      <div className="row g-3">
        <div className="col-12 col-xl-7 d-grid gap-3 align-content-start">
          <Card className="border-0 shadow-sm">
            <Card.Body className="d-grid gap-3">
              {text('name', 'Name', 'Only organisers see the name.')}
              <h2 className="h6 mb-0">Recipients</h2>
              <SelectField
                id="notification-sendToType"
                label="Send to"
                value={values.sendToType}
                options={labelledOptions(SEND_TO_TYPES, SEND_TO_TYPE_LABELS)}
                onChange={(sendToType) =>
                  setValues((current) => ({ ...current, sendToType, sendTo: '', sendToFieldGroupId: '' }))
                }
              />
              {values.sendToType === 'custom' &&
                text('sendTo', 'Email addresses', 'Separate several addresses with commas.')}
              {values.sendToType === 'field' && (
                <div className="row g-2">
                  <SelectField
                    id="notification-sendTo-field"
                    className="col-12 col-md-8"
                    label="Email field"
                    value={chosenField?.key ?? ''}
                    options={choices.map((choice) => ({ value: choice.key, label: choice.label }))}
                    noneLabel="Choose…"
                    error={problems.sendTo}
                    hint={choices.length === 0 ? 'This form has no email field yet.' : undefined}
                    onChange={(key) => {
                      const choice = choices.find((each) => each.key === key);
                      setProblems((current) => ({ ...current, sendTo: '' }));
                      setValues((current) => ({
                        ...current,
                        sendTo: choice?.sendTo ?? '',
                        sendToFieldGroupId: choice?.sendToFieldGroupId ?? '',
                      }));
                    }}
                  />
                  {values.sendToFieldGroupId && (
                    <InputField
                      id="notification-sendToLoopIndex"
                      className="col-12 col-md-4"
                      label="Entry number"
                      type="number"
                      min={1}
                      value={String(values.sendToLoopIndex + 1)}
                      onChange={(entry) => set('sendToLoopIndex', Math.max(0, Math.floor(Number(entry) || 1) - 1))}
                    />
                  )}
                </div>
              )}
              {text('bccTo', 'Bcc', 'Each address gets its own copy. Separate several with commas.')}
              {text('replyTo', 'Reply to')}
              <h2 className="h6 mb-0">Subject</h2>
              {toggle('isFormTitleSubjectLine', `Use the form's title (“${loaded.form.title}”)`)}
              {!values.isFormTitleSubjectLine && text('subjectLine', 'Subject line')}
              <div>
                <div className="form-label">Message</div>
                <RichTextEditor
                  id="notification-message"
                  label="Message"
                  value={values.message}
                  onChange={(html) => set('message', html)}
                />
                {tags.length > 0 && (
                  <details className="mt-2 small">
                    <summary>Merge tags for the submission's answers</summary>
                    <ul className="list-unstyled mb-0 mt-1">
                      {tags.map(({ tag, label }) => (
                        <li key={tag}>
                          <code>{tag}</code> {label}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </div>
              <div className="d-flex flex-wrap gap-4">
                {toggle('showSubmission', 'Show the submission')}
                {toggle('showCustomFields', 'Show custom fields')}
                {toggle('showHiddenCustomFields', 'Include hidden custom fields', !values.showCustomFields)}
              </div>
              <div className="d-flex flex-wrap gap-4">
                {toggle('isAdminDefault', 'Admin default')}
                {toggle('isUserDefault', 'User default')}
                {toggle('isActive', 'Active')}
              </div>
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-xl-5">
          <FormRulesCard
            title="When to send it"
            id="notification-rules"
            className="border-0 shadow-sm"
            definition={loaded.definition}
            operator={values.operator}
            rules={values.rules}
            onChange={(next) => setValues((current) => ({ ...current, ...next }))}
            lead="Send it when"
            emptyText="No rules: every submission sends it."
          />
        </div>
      </div>
      <FormActions failure={failure} cancel={cancel} busy={busy} submitLabel={submitLabel} className="mt-3" />
    </Form>
  );
}

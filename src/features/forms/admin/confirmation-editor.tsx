import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { Nav } from '../../../components/bootstrap/nav';
import { FormActions } from '../../../components/form-actions';
import { RichText } from '../../../components/rich-text/rich-text';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { useSaveAction } from '../../../components/use-single-submit';
import type { LoadedForm } from '../../../data/forms/forms-store';
import type { ConfirmationValues } from '../../../data/forms/forms-store';
import { InputField, SwitchField } from '../../../components/form-fields';
import { formRulesProblems, FormRulesCard } from '../../../components/form-rules-card';

export interface ConfirmationEditorProps {
  loaded: LoadedForm;
  initial: ConfirmationValues;
  /** What is stored (undefined for a new confirmation): the published view. */
  published: ConfirmationValues | undefined;
  submitLabel: string;
  cancel: string;
  onSubmit: (values: ConfirmationValues) => Promise<unknown>;
}

/** The message as a person reads it after submitting. */
function MessageView({ values }: { values: ConfirmationValues | undefined }) {
  if (!values)
    return <p className="text-body-secondary small mb-0">Not saved yet: people see nothing of it until you save it.</p>;
  if (!values.message.trim()) return <p className="text-body-secondary small mb-0">No message.</p>;
  return <RichText html={values.message} />;
}

/**
 * A confirmation: its name, the message (rich text, sanitised where shown), whether it is the
 * default and active, and the ANY/ALL rules that choose it; the draft being edited and the
 * published (saved) version side by side.
 */
export function ConfirmationEditor({
  loaded,
  initial,
  published,
  submitLabel,
  cancel,
  onSubmit,
}: ConfirmationEditorProps) {
  const [values, setValues] = useState<ConfirmationValues>(initial);
  const [view, setView] = useState<'draft' | 'published'>('draft');
  const [nameMissing, setNameMissing] = useState(false);
  const set = <K extends keyof ConfirmationValues>(key: K, value: ConfirmationValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const { save, busy, failure } = useSaveAction(onSubmit);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameMissing(true);
      return;
    }
    // Incomplete rules are flagged beside them; none is saved.
    if (formRulesProblems(loaded.definition, values.rules)) return;
    void save({ ...values, name: values.name.trim() });
  }

  return (
    <Form onSubmit={submit} noValidate className="confirmation-editor">
      <div className="row g-3">
        <div className="col-12 col-xl-7 d-grid gap-3 align-content-start">
          <Card className="border-0 shadow-sm">
            <Card.Body className="d-grid gap-3">
              <InputField
                id="confirmation-name"
                label="Name"
                autoFocus
                value={values.name}
                error={nameMissing ? 'Enter a name' : undefined}
                hint="Only organisers see the name."
                onChange={(name) => {
                  setNameMissing(false);
                  set('name', name);
                }}
              />
              <div>
                <div className="form-label">Message</div>
                <RichTextEditor
                  id="confirmation-message"
                  label="Message"
                  value={values.message}
                  onChange={(html) => set('message', html)}
                />
              </div>
              <div className="d-flex flex-wrap gap-4">
                <SwitchField
                  id="confirmation-default"
                  label="Default confirmation"
                  checked={values.isDefault}
                  onChange={(checked) => set('isDefault', checked)}
                />
                <SwitchField
                  id="confirmation-active"
                  label="Active"
                  checked={values.isActive}
                  onChange={(checked) => set('isActive', checked)}
                />
              </div>
              <Form.Text className="mt-0">
                After submitting, people see the first active confirmation whose rules match; when none does, the
                default. Making this the default stops another being it.
              </Form.Text>
            </Card.Body>
          </Card>
          <FormRulesCard
            title="When to show it"
            id="confirmation-rules"
            className="border-0 shadow-sm"
            definition={loaded.definition}
            operator={values.operator}
            rules={values.rules}
            onChange={(next) => setValues((current) => ({ ...current, ...next }))}
            lead="Show it when"
            emptyText="No rules: only used as the default."
          >
            {values.isDefault && (
              <p className="small text-body-secondary mb-0">
                The default is shown when no other confirmation matches; its rules are not needed.
              </p>
            )}
          </FormRulesCard>
        </div>
        <div className="col-12 col-xl-5">
          <Card className="border-0 shadow-sm">
            <Card.Header className="bg-body">
              <Nav variant="pills" aria-label="View">
                <Nav.Item>
                  <Nav.Link as="button" active={view === 'draft'} onClick={() => setView('draft')}>
                    Draft
                  </Nav.Link>
                </Nav.Item>
                <Nav.Item>
                  <Nav.Link as="button" active={view === 'published'} onClick={() => setView('published')}>
                    Published
                  </Nav.Link>
                </Nav.Item>
              </Nav>
            </Card.Header>
            <Card.Body aria-label={view === 'draft' ? 'Draft view' : 'Published view'} role="region">
              <p className="small text-body-secondary mb-2">
                {view === 'draft' ? 'As you are editing it (not saved).' : 'As people see it now.'}
              </p>
              <Alert variant="success" className="mb-0 confirmation-preview">
                <MessageView values={view === 'draft' ? values : published} />
              </Alert>
            </Card.Body>
          </Card>
        </div>
      </div>
      <FormActions failure={failure} cancel={cancel} busy={busy} submitLabel={submitLabel} className="mt-3" />
    </Form>
  );
}

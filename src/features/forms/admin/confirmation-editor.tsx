import { useMemo, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { FormActions } from '../../../components/form-actions';
import { RichText } from '../../../components/rich-text/rich-text';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { useSaveAction } from '../../../components/use-single-submit';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import type { LoadedForm } from '../../../data/forms/forms-store';
import type { ConfirmationValues } from '../../../data/forms/forms-store';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { formLogicSources, RulesEditor } from '../../../components/logic-editor';

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
  if (!values) return <p className="text-body-secondary small mb-0">Not saved yet: people see nothing of it until you save it.</p>;
  if (!values.message.trim()) return <p className="text-body-secondary small mb-0">No message.</p>;
  return <RichText html={values.message} />;
}

/**
 * A confirmation: its name, the message (rich text, sanitised where shown), whether it is the
 * default and active, and the ANY/ALL rules that choose it; the draft being edited and the
 * published (saved) version side by side.
 */
export function ConfirmationEditor({ loaded, initial, published, submitLabel, cancel, onSubmit }: ConfirmationEditorProps) {
  const [values, setValues] = useState<ConfirmationValues>(initial);
  const [view, setView] = useState<'draft' | 'published'>('draft');
  const [nameMissing, setNameMissing] = useState(false);
  const customFields = useCustomFieldsQuery();
  const teamTypes = useTeamTypesQuery();
  const set = <K extends keyof ConfirmationValues>(key: K, value: ConfirmationValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const sources = useMemo(() => formLogicSources(loaded.definition, customFields.data ?? [], teamTypes.data ?? []), [loaded, customFields.data, teamTypes.data]);

  const { save, busy, failure } = useSaveAction(onSubmit);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameMissing(true);
      return;
    }
    void save({ ...values, name: values.name.trim() });
  }

  return (
    <Form onSubmit={submit} noValidate className="confirmation-editor">
      <div className="row g-3">
        <div className="col-12 col-xl-7 d-grid gap-3 align-content-start">
          <Card className="border-0 shadow-sm">
            <Card.Body className="d-grid gap-3">
              <Form.Group controlId="confirmation-name">
                <Form.Label>Name</Form.Label>
                <Form.Control value={values.name} isInvalid={nameMissing} autoFocus onChange={(event) => { setNameMissing(false); set('name', event.target.value); }} />
                <Form.Control.Feedback type="invalid">Enter a name</Form.Control.Feedback>
                <Form.Text>Only organisers see the name.</Form.Text>
              </Form.Group>
              <div>
                <div className="form-label">Message</div>
                <RichTextEditor id="confirmation-message" label="Message" value={values.message} onChange={(html) => set('message', html)} />
              </div>
              <div className="d-flex flex-wrap gap-4">
                <Form.Check type="switch" id="confirmation-default" label="Default confirmation" checked={values.isDefault} onChange={(event) => set('isDefault', event.target.checked)} />
                <Form.Check type="switch" id="confirmation-active" label="Active" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
              </div>
              <Form.Text className="mt-0">
                After submitting, people see the first active confirmation whose rules match; when none does, the default. Making this the default stops another being it.
              </Form.Text>
            </Card.Body>
          </Card>
          <Card className="border-0 shadow-sm">
            <Card.Body className="d-grid gap-2">
              <h2 className="h6 mb-0">When to show it</h2>
              {values.isDefault && <p className="small text-body-secondary mb-0">The default is shown when no other confirmation matches; its rules are not needed.</p>}
              <RulesEditor
                id="confirmation-rules"
                operator={values.operator}
                rules={values.rules}
                sources={sources}
                onChange={(next) => setValues((current) => ({ ...current, ...next }))}
                lead={<span>Show it when</span>}
                emptyText="No rules: only used as the default."
              />
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-xl-5">
          <Card className="border-0 shadow-sm">
            <Card.Header className="bg-body">
              <Nav variant="pills" activeKey={view} onSelect={(key) => setView(key === 'published' ? 'published' : 'draft')} aria-label="View">
                <Nav.Item><Nav.Link eventKey="draft" as="button" type="button">Draft</Nav.Link></Nav.Item>
                <Nav.Item><Nav.Link eventKey="published" as="button" type="button">Published</Nav.Link></Nav.Item>
              </Nav>
            </Card.Header>
            <Card.Body aria-label={view === 'draft' ? 'Draft view' : 'Published view'} role="region">
              <p className="small text-body-secondary mb-2">{view === 'draft' ? 'As you are editing it (not saved).' : 'As people see it now.'}</p>
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

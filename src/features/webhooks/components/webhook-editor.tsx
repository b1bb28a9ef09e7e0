import { useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormActions } from '../../../components/form-actions';
import { Icon } from '../../../components/icon';
import { formLogicSources, RulesEditor } from '../../../components/logic-editor';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { isInputField, reportLabelOf, type Field } from '../../../domain/forms/field';
import type { FormDefinition } from '../../../domain/forms/logic';
import {
  ADDRESS_PAYLOAD_KEYS,
  CLIENT_PAYLOAD_SOURCES,
  FULL_NAME_PAYLOAD_KEYS,
  PAYLOAD_CATEGORIES,
  PAYLOAD_CATEGORY_LABELS,
  payloadFieldSchema,
  WEBHOOK_FORMATS,
  WEBHOOK_HEADER_KEYS,
  WEBHOOK_METHODS,
  webhookWriteSchema,
  type PayloadCategory,
  type PayloadField,
  type Webhook,
} from '../../../domain/webhooks';

interface WebhookEditorProps {
  initial: Webhook;
  /** The form's items and placed field groups: the sources of 'Form field' payload values and of the rules. */
  definition: Pick<FormDefinition, 'fields' | 'fieldGroups'>;
  submitLabel: string;
  cancel: string;
  onSubmit: (values: Webhook) => Promise<void>;
}

const nestedKeysOf = (field: Field | undefined): readonly string[] => (field?.type === 'address' ? ADDRESS_PAYLOAD_KEYS : field?.type === 'fullName' ? FULL_NAME_PAYLOAD_KEYS : []);

/** Name, activation, request and payload mapping of a webhook (the add and edit screens). */
export function WebhookEditor({ initial, definition, submitLabel, cancel, onSubmit }: WebhookEditorProps) {
  const [values, setValues] = useState<Webhook>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const customFields = useCustomFieldsQuery();
  const teamTypes = useTeamTypesQuery();
  const inputFields = definition.fields.filter(isInputField);
  const ruleSources = useMemo(() => formLogicSources(definition, customFields.data ?? [], teamTypes.data ?? []), [definition, customFields.data, teamTypes.data]);
  const set = <K extends keyof Webhook>(key: K, value: Webhook[K]) => setValues((current) => ({ ...current, [key]: value }));
  const setPayloadField = (index: number, changes: Partial<PayloadField>) =>
    set('payloadFields', values.payloadFields.map((field, at) => (at === index ? { ...field, ...changes } : field)));

  const sourcesOf = (category: PayloadCategory): { value: string; label: string }[] => {
    if (category === 'field') return inputFields.map((field) => ({ value: field.id, label: reportLabelOf(field) }));
    if (category === 'customField') return (customFields.data ?? []).map((field) => ({ value: field.id, label: field.label }));
    return CLIENT_PAYLOAD_SOURCES.map((source) => ({ value: source, label: source }));
  };

  const save = useSingleSubmit(async (event: FormEvent) => {
    event.preventDefault();
    const checked = webhookWriteSchema.safeParse(values);
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setProblems({});
    setFailure(undefined);
    setBusy(true);
    try {
      await onSubmit(checked.data);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void save(event)}>
      <Card className="mb-3">
        <Card.Body>
          <Row className="g-3">
            <Form.Group as={Col} md={8} controlId="webhook-name">
              <Form.Label>Name</Form.Label>
              <Form.Control value={values.name} onChange={(event) => set('name', event.target.value)} isInvalid={Boolean(problems.name)} />
              <Form.Control.Feedback type="invalid">{problems.name}</Form.Control.Feedback>
            </Form.Group>
            <Col md={4} className="d-flex align-items-end">
              <Form.Check type="switch" id="webhook-active" label="Active" checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />
            </Col>
            <Form.Group as={Col} xs={12} controlId="webhook-url">
              <Form.Label>Request URL</Form.Label>
              <Form.Control type="url" inputMode="url" placeholder="https://" value={values.requestURL} onChange={(event) => set('requestURL', event.target.value)} isInvalid={Boolean(problems.requestURL)} />
              <Form.Control.Feedback type="invalid">{problems.requestURL}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} sm={6} md={3} controlId="webhook-method">
              <Form.Label>Method</Form.Label>
              <Form.Select value={values.requestMethod} onChange={(event) => set('requestMethod', event.target.value as Webhook['requestMethod'])}>
                {WEBHOOK_METHODS.map((method) => <option key={method}>{method}</option>)}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} sm={6} md={3} controlId="webhook-format">
              <Form.Label>Format</Form.Label>
              <Form.Select value={values.requestFormat} onChange={(event) => set('requestFormat', event.target.value as Webhook['requestFormat'])}>
                {WEBHOOK_FORMATS.map((format) => <option key={format}>{format}</option>)}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} sm={6} md={3} controlId="webhook-header-key">
              <Form.Label>Header</Form.Label>
              <Form.Select value={values.headerKey} onChange={(event) => set('headerKey', event.target.value as Webhook['headerKey'])}>
                {WEBHOOK_HEADER_KEYS.map((key) => <option key={key}>{key}</option>)}
              </Form.Select>
            </Form.Group>
            <Form.Group as={Col} sm={6} md={3} controlId="webhook-header-value">
              <Form.Label>Header value</Form.Label>
              <Form.Control value={values.headerValue} onChange={(event) => set('headerValue', event.target.value)} autoComplete="off" />
              <Form.Text>{values.headerKey === 'Authorization' ? 'Sent only when filled in.' : 'Sent as typed; empty: the format’s own type.'}</Form.Text>
            </Form.Group>
          </Row>
        </Card.Body>
      </Card>

      <Card>
        <Card.Header className="d-flex justify-content-between align-items-center">
          <span className="fw-semibold">Payload</span>
          <Button size="sm" variant="outline-primary" onClick={() => set('payloadFields', [...values.payloadFields, payloadFieldSchema.parse({ targetId: `key${values.payloadFields.length + 1}` })])}>
            <Icon name="plus-lg" className="me-1" />Add payload field
          </Button>
        </Card.Header>
        <Card.Body>
          {values.payloadFields.length === 0 && <p className="text-body-secondary mb-0">No payload fields: the request is sent with an empty payload.</p>}
          {values.payloadFields.map((payloadField, index) => {
            const source = inputFields.find((field) => field.id === payloadField.sourceId);
            const nestedKeys = payloadField.category === 'field' ? nestedKeysOf(source) : [];
            const label = `Payload field ${index + 1}`;
            return (
              <Row key={index} className="g-2 align-items-end mb-2" role="group" aria-label={label}>
                <Form.Group as={Col} sm={6} lg={3} controlId={`payload-${index}-key`}>
                  <Form.Label className="small">Key</Form.Label>
                  <Form.Control size="sm" value={payloadField.targetId} onChange={(event) => setPayloadField(index, { targetId: event.target.value })} isInvalid={Boolean(problems[`payloadFields.${index}.targetId`])} />
                  <Form.Control.Feedback type="invalid">{problems[`payloadFields.${index}.targetId`]}</Form.Control.Feedback>
                </Form.Group>
                <Form.Group as={Col} sm={6} lg={2} controlId={`payload-${index}-category`}>
                  <Form.Label className="small">From</Form.Label>
                  <Form.Select size="sm" value={payloadField.category} onChange={(event) => setPayloadField(index, { category: event.target.value as PayloadCategory, sourceId: '', sourceType: '', nestedKey: '' })}>
                    {PAYLOAD_CATEGORIES.map((category) => <option key={category} value={category}>{PAYLOAD_CATEGORY_LABELS[category]}</option>)}
                  </Form.Select>
                </Form.Group>
                <Form.Group as={Col} sm={6} lg={3} controlId={`payload-${index}-source`}>
                  <Form.Label className="small">Value</Form.Label>
                  <Form.Select
                    size="sm"
                    value={payloadField.sourceId}
                    onChange={(event) => {
                      const chosen = inputFields.find((field) => field.id === event.target.value);
                      setPayloadField(index, { sourceId: event.target.value, sourceType: payloadField.category === 'field' ? (chosen?.type ?? '') : '', nestedKey: '' });
                    }}
                  >
                    <option value="">Choose…</option>
                    {sourcesOf(payloadField.category).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
                  </Form.Select>
                </Form.Group>
                <Form.Group as={Col} sm={4} lg={3} controlId={`payload-${index}-part`}>
                  <Form.Label className="small">Part</Form.Label>
                  <Form.Select size="sm" value={payloadField.nestedKey} disabled={nestedKeys.length === 0} onChange={(event) => setPayloadField(index, { nestedKey: event.target.value })}>
                    <option value="">Whole value</option>
                    {nestedKeys.map((key) => <option key={key}>{key}</option>)}
                  </Form.Select>
                </Form.Group>
                <Col sm={2} lg={1} className="text-end">
                  <Button size="sm" variant="outline-danger" aria-label={`Remove payload field ${index + 1}`} onClick={() => set('payloadFields', values.payloadFields.filter((_, at) => at !== index))}>
                    <Icon name="trash" />
                  </Button>
                </Col>
              </Row>
            );
          })}
        </Card.Body>
      </Card>

      <Card className="mt-3">
        <Card.Body className="d-grid gap-2">
          <h2 className="h6 mb-0">When to send it</h2>
          <RulesEditor
            id="webhook-rules"
            operator={values.operator}
            rules={values.rules}
            sources={ruleSources}
            onChange={(next) => setValues((current) => ({ ...current, ...next }))}
            lead={<span>Send it when</span>}
            emptyText="No rules: every submission sends it."
          />
        </Card.Body>
      </Card>
      <FormActions failure={failure} cancel={cancel} busy={busy} submitLabel={submitLabel} />
    </Form>
  );
}

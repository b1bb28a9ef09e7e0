import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { FormActions } from '../../../components/form-actions';
import { Icon } from '../../../components/icon';
import { InputField, labelledOptions, plainOptions, SelectField, SwitchField } from '../../../components/form-fields';
import { formRulesProblems, FormRulesCard } from '../../../components/form-rules-card';
import { useSaveAction } from '../../../components/use-single-submit';
import { useFieldProblems, type FieldProblems } from '../../../components/use-field-problems';
import { useRowKeys } from '../../../components/use-row-keys';
import { useCustomFieldsQuery } from '../../../data/custom-fields/custom-fields-api';
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

const nestedKeysOf = (field: Field | undefined): readonly string[] =>
  field?.type === 'address' ? ADDRESS_PAYLOAD_KEYS : field?.type === 'fullName' ? FULL_NAME_PAYLOAD_KEYS : [];

/** The webhook's problems by the id of their field: its name, its address and each payload field's key. */
function webhookProblems(webhook: Webhook, rowKeyAt: (index: number) => number): FieldProblems {
  const issues = webhookWriteSchema.safeParse(webhook).error?.issues ?? [];
  const at = (path: string) => issues.find((issue) => issue.path.join('.') === path)?.message;
  return {
    'webhook-name': at('name'),
    'webhook-url': at('requestURL'),
    ...Object.fromEntries(
      webhook.payloadFields.map((_, index) => [
        `payload-${rowKeyAt(index)}-key`,
        at(`payloadFields.${index}.targetId`),
      ]),
    ),
  };
}

/** Name, activation, request and payload mapping of a webhook (the add and edit screens). */
export function WebhookEditor({ initial, definition, submitLabel, cancel, onSubmit }: WebhookEditorProps) {
  const [values, setValues] = useState<Webhook>(initial);
  const payloadRows = useRowKeys(initial.payloadFields.length);
  const fieldProblems = useFieldProblems(() => webhookProblems(values, payloadRows.keyAt));
  const customFields = useCustomFieldsQuery();
  const inputFields = definition.fields.filter(isInputField);
  const set = <K extends keyof Webhook>(key: K, value: Webhook[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setPayloadField = (index: number, changes: Partial<PayloadField>) =>
    set(
      'payloadFields',
      values.payloadFields.map((field, at) => (at === index ? { ...field, ...changes } : field)),
    );

  const sourcesOf = (category: PayloadCategory): { value: string; label: string }[] => {
    if (category === 'field') return inputFields.map((field) => ({ value: field.id, label: reportLabelOf(field) }));
    if (category === 'customField')
      return (customFields.data ?? []).map((field) => ({ value: field.id, label: field.label }));
    return CLIENT_PAYLOAD_SOURCES.map((source) => ({ value: source, label: source }));
  };

  const { save, busy, failure } = useSaveAction(onSubmit);

  function send() {
    const checked = webhookWriteSchema.safeParse(values);
    // Incomplete rules are flagged beside them; none is saved.
    if (!checked.success || formRulesProblems(definition, checked.data.rules)) return;
    void save(checked.data);
  }

  return (
    <Form noValidate onSubmit={fieldProblems.handleSubmit(send)}>
      <Card className="mb-3">
        <Card.Body>
          <Row className="g-3">
            <Col md={8}>
              <InputField
                id="webhook-name"
                label="Name"
                value={values.name}
                onChange={(name) => set('name', name)}
                error={fieldProblems.at('webhook-name')}
              />
            </Col>
            <Col md={4} className="d-flex align-items-end">
              <SwitchField
                id="webhook-active"
                label="Active"
                checked={values.isActive}
                onChange={(isActive) => set('isActive', isActive)}
              />
            </Col>
            <Col xs={12}>
              <InputField
                id="webhook-url"
                label="Request URL"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.requestURL}
                onChange={(requestURL) => set('requestURL', requestURL)}
                error={fieldProblems.at('webhook-url')}
              />
            </Col>
            <Col sm={6} md={3}>
              <SelectField
                id="webhook-method"
                label="Method"
                value={values.requestMethod}
                options={plainOptions(WEBHOOK_METHODS)}
                onChange={(requestMethod) => set('requestMethod', requestMethod)}
              />
            </Col>
            <Col sm={6} md={3}>
              <SelectField
                id="webhook-format"
                label="Format"
                value={values.requestFormat}
                options={plainOptions(WEBHOOK_FORMATS)}
                onChange={(requestFormat) => set('requestFormat', requestFormat)}
              />
            </Col>
            <Col sm={6} md={3}>
              <SelectField
                id="webhook-header-key"
                label="Header"
                value={values.headerKey}
                options={plainOptions(WEBHOOK_HEADER_KEYS)}
                onChange={(headerKey) => set('headerKey', headerKey)}
              />
            </Col>
            <Col sm={6} md={3}>
              <InputField
                id="webhook-header-value"
                label="Header value"
                autoComplete="off"
                value={values.headerValue}
                onChange={(headerValue) => set('headerValue', headerValue)}
                hint={
                  values.headerKey === 'Authorization'
                    ? 'Sent only when filled in.'
                    : 'Sent as typed; empty: the format’s own type.'
                }
              />
            </Col>
          </Row>
        </Card.Body>
      </Card>

      <Card>
        <Card.Header className="d-flex justify-content-between align-items-center">
          <span className="fw-semibold">Payload</span>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => {
              set('payloadFields', [
                ...values.payloadFields,
                payloadFieldSchema.parse({ targetId: `key${values.payloadFields.length + 1}` }),
              ]);
              payloadRows.added();
            }}
          >
            <Icon name="plus-lg" className="me-1" />
            Add payload field
          </Button>
        </Card.Header>
        <Card.Body>
          {values.payloadFields.length === 0 && (
            <p className="text-body-secondary mb-0">No payload fields: the request is sent with an empty payload.</p>
          )}
          {values.payloadFields.map((payloadField, index) => {
            const source = inputFields.find((field) => field.id === payloadField.sourceId);
            const nestedKeys = payloadField.category === 'field' ? nestedKeysOf(source) : [];
            const label = `Payload field ${index + 1}`;
            const rowKey = payloadRows.keyAt(index);
            // A payload row's fields are small, side by side.
            const compactField = (part: string, fieldLabel: string) => ({
              id: `payload-${rowKey}-${part}`,
              label: fieldLabel,
              labelClassName: 'small',
              size: 'sm' as const,
            });
            return (
              <Row key={rowKey} className="g-2 align-items-end mb-2" role="group" aria-label={label}>
                <Col sm={6} lg={3}>
                  <InputField
                    {...compactField('key', 'Key')}
                    value={payloadField.targetId}
                    onChange={(targetId) => setPayloadField(index, { targetId })}
                    error={fieldProblems.at(`payload-${rowKey}-key`)}
                  />
                </Col>
                <Col sm={6} lg={2}>
                  <SelectField
                    {...compactField('category', 'From')}
                    value={payloadField.category}
                    options={labelledOptions(PAYLOAD_CATEGORIES, PAYLOAD_CATEGORY_LABELS)}
                    onChange={(category) =>
                      setPayloadField(index, { category, sourceId: '', sourceType: '', nestedKey: '' })
                    }
                  />
                </Col>
                <Col sm={6} lg={3}>
                  <SelectField
                    {...compactField('source', 'Value')}
                    value={payloadField.sourceId}
                    options={sourcesOf(payloadField.category)}
                    noneLabel="Choose…"
                    onChange={(sourceId) => {
                      const chosen = inputFields.find((field) => field.id === sourceId);
                      setPayloadField(index, {
                        sourceId,
                        sourceType: payloadField.category === 'field' ? (chosen?.type ?? '') : '',
                        nestedKey: '',
                      });
                    }}
                  />
                </Col>
                <Col sm={4} lg={3}>
                  <SelectField
                    {...compactField('part', 'Part')}
                    value={payloadField.nestedKey}
                    options={plainOptions(nestedKeys)}
                    noneLabel="Whole value"
                    disabled={nestedKeys.length === 0}
                    onChange={(nestedKey) => setPayloadField(index, { nestedKey })}
                  />
                </Col>
                <Col sm={2} lg={1} className="text-end">
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Remove payload field ${index + 1}`}
                    onClick={() => {
                      set(
                        'payloadFields',
                        values.payloadFields.filter((_, at) => at !== index),
                      );
                      payloadRows.removed(index);
                    }}
                  >
                    <Icon name="trash" />
                  </Button>
                </Col>
              </Row>
            );
          })}
        </Card.Body>
      </Card>

      <FormRulesCard
        title="When to send it"
        id="webhook-rules"
        className="mt-3"
        definition={definition}
        operator={values.operator}
        rules={values.rules}
        onChange={(next) => setValues((current) => ({ ...current, ...next }))}
        lead="Send it when"
        emptyText="No rules: every submission sends it."
      />
      <FormActions failure={failure} cancel={cancel} busy={busy} submitLabel={submitLabel} />
    </Form>
  );
}

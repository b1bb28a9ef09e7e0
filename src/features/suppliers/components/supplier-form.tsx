import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import { FormActions } from '../../../components/form-actions';
import { useUploadSave } from '../../../components/use-upload-save';
import { useRowKeys } from '../../../components/use-row-keys';
import { InputField, SwitchField } from '../../../components/form-fields';
import { Icon } from '../../../components/icon';
import { TeamTypeAudience } from '../../../components/team-type-checklist';
import { useSupplierGroupsQuery } from '../../../data/suppliers/suppliers-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { buildPath } from '../../../domain/routes';
import {
  EMPTY_CONTACT,
  isLogoCandidate,
  SUPPLIER_LOGO_EXTENSIONS,
  supplierContactSchema,
  type Supplier,
  type SupplierContact,
  type SupplierValues,
} from '../../../domain/suppliers';
import { SupplierLogo } from './supplier-logo';
import { useFieldProblems, type FieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';
import { INVALID_EMAIL } from '../../../domain/messages';

export const EMPTY_SUPPLIER_VALUES: SupplierValues = {
  company: '',
  description: '',
  website: '',
  isFeatured: false,
  contacts: [],
  showToTeamTypeIds: [],
  hideFromTeamTypeIds: [],
};

export interface SupplierFormSubmit {
  values: SupplierValues;
  groupIds: string[];
  /** A new logo, null to remove the current one, undefined to keep it. */
  logo: File | null | undefined;
  onProgress: (percent: number) => void;
}

export interface SupplierFormProps {
  initialValues: SupplierValues;
  initialGroupIds: string[];
  /** The stored supplier when editing. */
  current?: Supplier;
  submitLabel: string;
  /** Read-only (someone else holds the edit lock). */
  disabled?: boolean;
  onSubmit: (submit: SupplierFormSubmit) => Promise<unknown>;
}

/** The fields of a contact row, in order. */
const CONTACT_FIELDS: readonly {
  key: keyof SupplierContact;
  idPart: string;
  label: string;
  type?: string;
  width: number;
}[] = [
  { key: 'firstName', idPart: 'first-name', label: 'First name', width: 6 },
  { key: 'surname', idPart: 'surname', label: 'Surname', width: 6 },
  { key: 'jobTitle', idPart: 'job-title', label: 'Job title', width: 6 },
  { key: 'phone', idPart: 'phone', label: 'Phone', type: 'tel', width: 6 },
  { key: 'email', idPart: 'email', label: 'Email', type: 'email', width: 12 },
];

/** The id of a contact row's field: by the row's lasting key, so a removed row's id is never reused. */
const contactFieldId = (rowKey: number, idPart: string) => `contact-${rowKey}-${idPart}`;

/** Each contact's first name and email checked, by the id of its field. */
function contactProblems(contacts: readonly SupplierContact[], rowKeyAt: (index: number) => number): FieldProblems {
  return Object.fromEntries(
    contacts.flatMap((contact, index) => {
      const result = supplierContactSchema.safeParse(contact);
      const wrong = new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0]));
      const rowKey = rowKeyAt(index);
      return [
        [contactFieldId(rowKey, 'first-name'), wrong.has('firstName') ? 'Enter a first name.' : undefined],
        [contactFieldId(rowKey, 'email'), wrong.has('email') ? INVALID_EMAIL : undefined],
      ];
    }),
  );
}

/**
 * The add and edit form of a supplier: company, website, description, logo (made a 256x256 PNG in
 * the browser), featured, its supplier types, contacts, and which team types see it.
 */
export function SupplierForm({
  initialValues,
  initialGroupIds,
  current,
  submitLabel,
  disabled = false,
  onSubmit,
}: SupplierFormProps) {
  const teamTypes = useTeamTypesQuery();
  const groups = useSupplierGroupsQuery();
  const [values, setValues] = useState(initialValues);
  const [groupIds, setGroupIds] = useState(initialGroupIds);
  const [logo, setLogo] = useState<File>();
  const [removeLogo, setRemoveLogo] = useState(false);
  const { save, failure, isSaving, progress } = useUploadSave();
  const contactRows = useRowKeys(initialValues.contacts.length);
  const fieldProblems = useFieldProblems(() => ({
    'supplier-company': required(values.company, 'Enter the company name.'),
    ...contactProblems(values.contacts, contactRows.keyAt),
  }));
  const locked = disabled || isSaving;
  const set = <K extends keyof SupplierValues>(key: K, value: SupplierValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  const setContact = (index: number, change: Partial<SupplierContact>) =>
    set(
      'contacts',
      values.contacts.map((contact, at) => (at === index ? { ...contact, ...change } : contact)),
    );
  const addContact = () => {
    set('contacts', [...values.contacts, EMPTY_CONTACT]);
    contactRows.added();
  };
  const removeContact = (index: number) => {
    set(
      'contacts',
      values.contacts.filter((_, at) => at !== index),
    );
    contactRows.removed(index);
  };
  const liveGroups = (groups.data ?? []).filter((group) => !group.isArchived || groupIds.includes(group.id));

  const submit = fieldProblems.handleSubmit(() =>
    save((onProgress) => onSubmit({ values, groupIds, logo: logo ?? (removeLogo ? null : undefined), onProgress }), {
      uploads: logo !== undefined,
    }),
  );

  return (
    <Form onSubmit={submit} noValidate aria-label="Supplier">
      <fieldset disabled={locked}>
        <Row className="g-4">
          <Col lg={7} className="d-grid gap-4">
            <Card className="shadow-sm">
              <Card.Body>
                <InputField
                  id="supplier-company"
                  className="mb-3"
                  label="Company"
                  required
                  error={fieldProblems.at('supplier-company')}
                  value={values.company}
                  onChange={(company) => set('company', company)}
                />
                <InputField
                  id="supplier-website"
                  className="mb-3"
                  label="Website"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={values.website}
                  onChange={(website) => set('website', website)}
                />
                <InputField
                  id="supplier-description"
                  className="mb-3"
                  label="Description"
                  rows={4}
                  value={values.description}
                  onChange={(description) => set('description', description)}
                />
                <SwitchField
                  id="supplier-featured"
                  label="Featured (listed first in its supplier type)"
                  checked={values.isFeatured}
                  onChange={(isFeatured) => set('isFeatured', isFeatured)}
                />
              </Card.Body>
            </Card>
            <Card className="shadow-sm">
              <Card.Body>
                <div className="d-flex align-items-center justify-content-between mb-3">
                  <h2 className="h6 mb-0">Contacts</h2>
                  <Button size="sm" variant="outline-primary" onClick={addContact}>
                    <Icon name="plus-lg" className="me-1" />
                    Add contact
                  </Button>
                </div>
                {values.contacts.length === 0 && (
                  <p className="text-body-secondary small mb-0">
                    No contacts yet: add the people teams should get in touch with.
                  </p>
                )}
                <ol className="list-unstyled d-grid gap-3 mb-0">
                  {values.contacts.map((contact, index) => {
                    const rowKey = contactRows.keyAt(index);
                    return (
                      <li key={rowKey} className="border rounded-3 p-3" aria-label={`Contact ${index + 1}`}>
                        <Row className="g-2">
                          {CONTACT_FIELDS.map(({ key, idPart, label, type, width }) => (
                            <Col key={key} sm={width}>
                              <InputField
                                id={contactFieldId(rowKey, idPart)}
                                label={label}
                                labelClassName="small mb-1"
                                size="sm"
                                type={type}
                                error={fieldProblems.at(contactFieldId(rowKey, idPart))}
                                value={contact[key]}
                                onChange={(value) => setContact(index, { [key]: value })}
                              />
                            </Col>
                          ))}
                        </Row>
                        <div className="text-end mt-2">
                          <Button
                            size="sm"
                            variant="link"
                            className="text-danger p-0"
                            onClick={() => removeContact(index)}
                          >
                            Remove contact {index + 1}
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={5} className="d-grid gap-4 align-content-start">
            <Card className="shadow-sm">
              <Card.Body>
                <div className="d-flex gap-3 align-items-center mb-3">
                  <SupplierLogo supplier={{ company: values.company, logo: removeLogo ? '' : (current?.logo ?? '') }} />
                  <div className="small text-body-secondary">The logo is resized to 256 × 256 pixels (PNG).</div>
                </div>
                <FileUpload
                  label={current?.logo ? 'Replace logo' : 'Logo'}
                  value={logo}
                  onChange={setLogo}
                  accept={SUPPLIER_LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
                  isAccepted={isLogoCandidate}
                  hint={uploadHint(undefined, SUPPLIER_LOGO_EXTENSIONS)}
                  progress={progress}
                  disabled={locked}
                />
                {current?.logo && !logo && (
                  <Form.Check
                    className="mt-2"
                    id="supplier-remove-logo"
                    label="Remove the logo"
                    checked={removeLogo}
                    onChange={(event) => setRemoveLogo(event.target.checked)}
                  />
                )}
              </Card.Body>
            </Card>
            <Card className="shadow-sm">
              <Card.Body>
                <fieldset>
                  <legend className="h6">Supplier type</legend>
                  {groups.isLoading && <p className="small text-body-secondary">Loading supplier types…</p>}
                  {groups.error && (
                    <Alert variant="warning">Supplier types could not be loaded: {groups.error.message}</Alert>
                  )}
                  {groups.data && liveGroups.length === 0 && (
                    <p className="small text-body-secondary mb-0">There are no supplier groups yet.</p>
                  )}
                  {liveGroups.map((group) => (
                    <Form.Check
                      key={group.id}
                      id={`supplier-group-${group.id}`}
                      label={group.title}
                      checked={groupIds.includes(group.id)}
                      onChange={(event) =>
                        setGroupIds((ids) =>
                          event.target.checked ? [...ids, group.id] : ids.filter((id) => id !== group.id),
                        )
                      }
                    />
                  ))}
                </fieldset>
              </Card.Body>
            </Card>
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h6 mb-3">Who sees it</h2>
                <TeamTypeAudience
                  idPrefix="supplier"
                  teamTypes={teamTypes.data}
                  isLoading={teamTypes.isLoading}
                  loadError={teamTypes.error}
                  values={values}
                  onChange={set}
                  disabled={locked}
                />
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </fieldset>
      <FormActions
        failure={failure}
        cancel={buildPath('manageSuppliers')}
        busy={isSaving}
        submitLabel={submitLabel}
        disabled={disabled}
      />
    </Form>
  );
}

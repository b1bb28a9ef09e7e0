import { Form } from '../../../components/bootstrap/form';
import { ADDRESS_PARTS, FULL_NAME_PARTS, type AddressPart, type FullNamePart } from '../../../domain/forms/field';
import {
  addressValueSchema,
  fullNameValueSchema,
  type AddressValue,
  type FullNameValue,
} from '../../../domain/forms/values';
import { FieldShell } from './field-shell';
import type { FieldInputProps } from './field-input-props';

const AUTOCOMPLETE: Record<AddressPart | FullNamePart, string> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  county: 'address-level1',
  country: 'country-name',
  postcode: 'postal-code',
  prefix: 'honorific-prefix',
  firstName: 'given-name',
  middleName: 'additional-name',
  surname: 'family-name',
  postNominals: 'honorific-suffix',
};

/** Wide parts take a whole row; the rest share rows on wider screens. */
const WIDE_PARTS: ReadonlySet<string> = new Set(['addressLine1', 'addressLine2']);

interface PartsProps<Part extends string, Value extends Record<Part, string>> {
  parts: readonly Part[];
  settings: Record<Part, { label: string; show: boolean }>;
  empty: Value;
  label: string;
  description: string;
  isRequired: boolean;
  value: Value | undefined;
  onChange: (value: Value) => void;
  onBlur: () => void;
  error?: string;
  readOnly: boolean;
  ids: FieldInputProps<'address', AddressValue>['ids'];
}

/** A fieldset of the shown parts, each a labelled input; the answer is one object of all parts. */
function PartsField<Part extends string, Value extends Record<Part, string>>({
  parts,
  settings,
  empty,
  label,
  description,
  isRequired,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
  ids,
}: PartsProps<Part, Value>) {
  const current = value ?? empty;
  return (
    <FieldShell ids={ids} label={label} description={description} isRequired={isRequired} error={error} asGroup>
      <div className="row g-2" onBlur={onBlur}>
        {parts
          .filter((part) => settings[part].show)
          .map((part) => (
            <div key={part} className={WIDE_PARTS.has(part) ? 'col-12' : 'col-12 col-sm-6'}>
              <Form.Label htmlFor={`${ids.input}-${part}`} className="small text-body-secondary mb-1">
                {settings[part].label}
              </Form.Label>
              <Form.Control
                id={`${ids.input}-${part}`}
                value={current[part]}
                autoComplete={AUTOCOMPLETE[part as AddressPart | FullNamePart]}
                readOnly={readOnly}
                isInvalid={Boolean(error)}
                aria-describedby={error ? ids.error : undefined}
                onChange={(event) => onChange({ ...current, [part]: event.target.value })}
              />
            </div>
          ))}
      </div>
    </FieldShell>
  );
}

const EMPTY_ADDRESS: AddressValue = addressValueSchema.parse({});
const EMPTY_FULL_NAME: FullNameValue = fullNameValueSchema.parse({});

export function AddressField({ field, ...props }: FieldInputProps<'address', AddressValue>) {
  return (
    <PartsField
      parts={ADDRESS_PARTS}
      settings={field}
      empty={EMPTY_ADDRESS}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      {...props}
    />
  );
}

export function FullNameField({ field, ...props }: FieldInputProps<'fullName', FullNameValue>) {
  return (
    <PartsField
      parts={FULL_NAME_PARTS}
      settings={field}
      empty={EMPTY_FULL_NAME}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      {...props}
    />
  );
}

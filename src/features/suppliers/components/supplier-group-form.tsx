import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { FormActions } from '../../../components/form-actions';
import { errorMessage } from '../../../data/api-slice';
import { useSuppliersQuery } from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import type { SupplierGroupValues } from '../../../domain/suppliers';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';

export interface SupplierGroupFormProps {
  initialValues: SupplierGroupValues;
  submitLabel: string;
  onSubmit: (values: SupplierGroupValues) => Promise<unknown>;
}

/** A supplier group's title and the suppliers in it (live ones, plus any archived ones it already lists). */
export function SupplierGroupForm({ initialValues, submitLabel, onSubmit }: SupplierGroupFormProps) {
  const suppliers = useSuppliersQuery();
  const [values, setValues] = useState(initialValues);
  const [failure, setFailure] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const choices = (suppliers.data ?? []).filter(
    (supplier) => !supplier.isArchived || values.supplierIds.includes(supplier.id),
  );

  const fieldProblems = useFieldProblems(() => ({
    'supplier-group-title': required(values.title, 'Enter a title.'),
  }));

  const save = async () => {
    setFailure(undefined);
    setIsSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(errorMessage(error));
      setIsSaving(false);
    }
  };

  return (
    <Form onSubmit={fieldProblems.handleSubmit(save)} noValidate aria-label="Supplier group">
      <Card className="shadow-sm">
        <Card.Body>
          <InputField
            id="supplier-group-title"
            className="mb-4"
            label="Title"
            required
            error={fieldProblems.at('supplier-group-title')}
            value={values.title}
            onChange={(title) => setValues({ ...values, title })}
            disabled={isSaving}
            hint="Teams see it as a supplier type heading, e.g. “Catering”."
          />
          <fieldset disabled={isSaving}>
            <legend className="h6">Suppliers</legend>
            {suppliers.isLoading && <p className="small text-body-secondary">Loading suppliers…</p>}
            {suppliers.error && <Alert variant="warning">{errorMessage(suppliers.error)}</Alert>}
            {suppliers.data && choices.length === 0 && (
              <p className="small text-body-secondary mb-0">There are no suppliers yet.</p>
            )}
            <div className="row row-cols-1 row-cols-md-2">
              {choices.map((supplier) => (
                <div className="col" key={supplier.id}>
                  <Form.Check
                    id={`group-supplier-${supplier.id}`}
                    label={supplier.isArchived ? `${supplier.company} (archived)` : supplier.company}
                    checked={values.supplierIds.includes(supplier.id)}
                    onChange={(event) =>
                      setValues({
                        ...values,
                        supplierIds: event.target.checked
                          ? [...values.supplierIds, supplier.id]
                          : values.supplierIds.filter((id) => id !== supplier.id),
                      })
                    }
                  />
                </div>
              ))}
            </div>
          </fieldset>
        </Card.Body>
      </Card>
      <FormActions
        failure={failure}
        cancel={buildPath('manageSupplierGroups')}
        busy={isSaving}
        submitLabel={submitLabel}
      />
    </Form>
  );
}

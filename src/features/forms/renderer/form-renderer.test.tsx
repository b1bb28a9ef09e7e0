import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newField, type Field, type FieldType, type FieldOf } from '../../../domain/forms/field';
import { GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition } from '../../../domain/forms/logic';
import { FIELD_VALIDATION_MESSAGES, type ValidationResult } from '../../../domain/forms/submission';
import { FormRenderer } from './form-renderer';
import { FormFillStore } from './form-values-store';

const parent = { formId: 'form-1' };
function field<T extends FieldType>(type: T, id: string, changes: Partial<FieldOf<T>> = {}): FieldOf<T> {
  return { ...newField(type, id, parent), ...changes };
}

function definitionOf(
  fields: Field[],
  logicMap: unknown = {},
  fieldGroups: FormDefinition['fieldGroups'] = {},
): FormDefinition {
  return { fields, logicMap: logicMapSchema.parse(logicMap), fieldGroups };
}

function renderForm(
  definition: FormDefinition,
  props: { onSubmit?: (result: ValidationResult) => void; onSaveDraft?: (result: ValidationResult) => void } = {},
) {
  const store = new FormFillStore(definition, GUEST_LOGIC_CONTEXT);
  render(
    <FormRenderer
      store={store}
      currencyId="GBP"
      onSubmit={props.onSubmit ?? vi.fn()}
      onSaveDraft={props.onSaveDraft}
    />,
  );
  return store;
}

// Typing with userEvent is slow when the machine is busy: allow more than the default 5 s.
describe('FormRenderer', { timeout: 20_000 }, () => {
  it('splits pages at newPage, checks a page before moving on, and shows each message beside its field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(
      definitionOf([
        field('text', 'company', { label: 'Company', isRequired: true }),
        field('email', 'contact', { label: 'Contact email' }),
        field('newPage', 'page-2', { label: 'Your stand' }),
        field('number', 'size', { label: 'Stand size', min: 9, max: 100 }),
      ]),
      { onSubmit },
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Stand size')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Contact email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    const company = screen.getByLabelText(/Company/);
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(FIELD_VALIDATION_MESSAGES.required);
    expect(screen.getByLabelText('Contact email')).toHaveAccessibleDescription(FIELD_VALIDATION_MESSAGES.email);
    // Focus moves after the messages are drawn (next frame).
    await waitFor(() => expect(company).toHaveFocus());

    await user.type(company, 'Acme');
    expect(company).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Contact email'));
    await user.type(screen.getByLabelText('Contact email'), 'ann@acme.test');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your stand' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Stand size'), '4');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Stand size')).toHaveAccessibleDescription(/Between 9 and 100\. Enter 9 or more/);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Stand size'));
    await user.type(screen.getByLabelText('Stand size'), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].values).toEqual({ company: 'Acme', contact: 'ann@acme.test', size: 12 });

    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByLabelText(/Company/)).toHaveValue('Acme');
  });

  it('drops a page whose New Page item the logic hides, and a page whose every item is hidden', async () => {
    const user = userEvent.setup();
    const power = field('dropdown', 'power', {
      label: 'Do you need power?',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    });
    const needsPower = { rules: [{ sourceId: 'power', sourceType: 'fieldId', sourceValue: 'yes' }] };
    renderForm(
      definitionOf(
        [
          power,
          field('newPage', 'power-page', { label: 'Power' }),
          field('number', 'sockets', { label: 'How many sockets?', isRequired: true }),
          field('newPage', 'extras-page', { label: 'Extras' }),
          field('text', 'cable', { label: 'Cable length' }),
        ],
        { 'power-page': needsPower, cable: needsPower },
      ),
    );
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Do you need power?'), 'yes');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows a field only while the logic says so; a hidden required field is neither required nor kept', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const electricity = field('dropdown', 'power', {
      label: 'Do you need power?',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    });
    const sockets = field('number', 'sockets', { label: 'How many sockets?', isRequired: true });
    renderForm(
      definitionOf([electricity, sockets], {
        sockets: { action: 'show', rules: [{ sourceId: 'power', sourceType: 'fieldId', sourceValue: 'yes' }] },
      }),
      { onSubmit },
    );
    expect(screen.queryByLabelText(/How many sockets/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Do you need power?'), 'yes');
    await user.type(screen.getByLabelText(/How many sockets/), '3');
    await user.selectOptions(screen.getByLabelText('Do you need power?'), 'no');
    expect(screen.queryByLabelText(/How many sockets/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].values).toEqual({ power: 'no' });
  });

  it('asks a single choice as a radio group: one answer, the arrow keys move and choose, logic follows it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const arrival = field('radio', 'arrival', {
      label: 'How will you arrive?',
      options: [
        { label: 'By train', value: 'train' },
        { label: 'By car', value: 'car' },
        { label: 'On foot', value: 'foot' },
      ],
      isRequired: true,
    });
    const parking = field('text', 'parking', { label: 'Number plate' });
    const meal = field('radio', 'meal', { label: 'Lunch?' });
    renderForm(
      definitionOf([arrival, parking, meal], {
        parking: { rules: [{ sourceId: 'arrival', sourceType: 'fieldId', sourceValue: 'car' }] },
      }),
      { onSubmit },
    );
    const group = screen.getByRole('radiogroup', { name: 'How will you arrive?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: 'By train' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'By car' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By car' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'By train' })).not.toBeChecked();
    expect(screen.getByLabelText('Number plate')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'On foot' })).toBeChecked();
    expect(screen.queryByLabelText('Number plate')).not.toBeInTheDocument();
    // The arrows stay within the question: past the last option they come back to the first.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'By train' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'On foot' })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Lunch?' })).getByRole('radio', { name: 'Yes' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].values).toEqual({ arrival: 'foot' });
  });

  it('takes "Other, please say" with the words typed, and gives the chosen option back when Other is left', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const arrival = field('radio', 'arrival', {
      label: 'How will you arrive?',
      options: [{ label: 'By train', value: 'train' }],
      hasOther: true,
      isRequired: true,
    });
    const extras = field('checkbox', 'extras', {
      label: 'What do you need?',
      options: [{ label: 'Power', value: 'power' }],
      hasOther: true,
    });
    renderForm(definitionOf([arrival, extras]), { onSubmit });
    const arrivalGroup = screen.getByRole('radiogroup', { name: 'How will you arrive?' });
    await user.click(within(arrivalGroup).getByRole('radio', { name: 'Other, please say' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(FIELD_VALIDATION_MESSAGES.required)).toBeInTheDocument();
    // The refused Submit moves the focus to the field with the message a frame later: typing
    // before then would lose the keys that follow the move.
    await waitFor(() => expect(within(arrivalGroup).getAllByRole('radio')[0]).toHaveFocus());
    await user.type(within(arrivalGroup).getByLabelText('Your answer for Other'), 'Bicycle');

    const extrasGroup = screen.getByRole('group', { name: 'What do you need?' });
    await user.click(within(extrasGroup).getByRole('checkbox', { name: 'Power' }));
    await user.click(within(extrasGroup).getByRole('checkbox', { name: 'Other, please say' }));
    await user.type(within(extrasGroup).getByLabelText('Your answer for Other'), 'A crane');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].values).toEqual({ arrival: 'Bicycle', extras: ['power', 'A crane'] });

    await user.click(within(arrivalGroup).getByRole('radio', { name: 'By train' }));
    expect(within(arrivalGroup).queryByLabelText('Your answer for Other')).not.toBeInTheDocument();
    await user.click(within(extrasGroup).getByRole('checkbox', { name: 'Other, please say' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[1]![0].values).toEqual({ arrival: 'train', extras: ['power'] });
  });

  it('totals item lists as quantities change, in the event currency, and adds them up in the grand total', async () => {
    const user = userEvent.setup();
    renderForm(
      definitionOf([
        field('itemList', 'furniture', {
          label: 'Furniture',
          items: [
            { itemId: 'chair', label: 'Chair', price: 12.5, description: '' },
            { itemId: 'table', label: 'Table', price: 40, description: '' },
          ],
        }),
        field('itemList', 'power', {
          label: 'Power',
          items: [{ itemId: 'socket', label: 'Socket', price: 0.1, description: '' }],
        }),
        field('grandTotal', 'total', { label: 'Order total' }),
      ]),
    );
    await user.type(screen.getByLabelText('Quantity of Chair'), '3');
    await user.type(screen.getByLabelText('Quantity of Table'), '1');
    await user.type(screen.getByLabelText('Quantity of Socket'), '3');
    expect(screen.getByLabelText('Subtotal for Chair')).toHaveTextContent('£37.50');
    expect(screen.getByTestId('total-furniture')).toHaveTextContent('£77.50');
    expect(screen.getByTestId('total-power')).toHaveTextContent('£0.30');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('£77.80');
  });

  it('adds repeater rows up to the maximum and template loops up to maxLoops, each loop titled and answered apart', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const groupField = field('text', 'staff-name', { label: 'Name', formId: '', fieldGroupId: 'staff' });
    renderForm(
      definitionOf(
        [
          field('repeater', 'vehicles', {
            label: 'Vehicles',
            max: 2,
            cellSchema: {
              cell1: { label: 'Plate', type: 'text' },
              cell2: { label: 'Arrival', type: 'date' },
              cell3: { label: '', type: 'text' },
              cell4: { label: '', type: 'text' },
            },
          }),
          field('template', 'crew', {
            label: 'Crew',
            fieldGroupId: 'staff',
            isLooping: true,
            maxLoops: 2,
            loopPrefix: 'Crew member',
          }),
        ],
        {},
        { staff: { fields: [groupField], logicMap: {} } },
      ),
      { onSubmit },
    );
    await user.type(screen.getByLabelText(/Plate/), 'AB12 CDE');
    await user.click(screen.getByRole('button', { name: /Add row/ }));
    expect(screen.getAllByLabelText(/Plate/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Add row/ })).toBeDisabled();

    await user.type(within(screen.getByRole('region', { name: 'Crew member 1' })).getByLabelText('Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: /Add Crew member/ }));
    await user.type(within(screen.getByRole('region', { name: 'Crew member 2' })).getByLabelText('Name'), 'Bob');
    expect(screen.queryByRole('button', { name: /Add Crew member/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0].values).toEqual({
      vehicles: [{ cell1: 'AB12 CDE', cell2: '', cell3: '', cell4: '' }],
      crew: { loopCount: 2, templateValues: [{ 'staff-name': 'Ann' }, { 'staff-name': 'Bob' }] },
    });
  });

  it('refuses a file over the upload limit at once and keeps an accepted one for upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const store = renderForm(
      definitionOf([
        field('upload', 'logo', { label: 'Logo', accept: ['image'], hasMaxFileSize: true, maxFileSizeMB: 2 }),
      ]),
    );
    const input = screen.getByLabelText('Logo');
    await user.upload(input, new File([new Uint8Array(3_000_000)], 'huge.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.png: The file is too large. The limit is 2 MB.');
    await user.upload(screen.getByLabelText('Logo'), new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent("brochure.pdf: This type of file can't be uploaded.");
    await user.upload(screen.getByLabelText('Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    act(() => store.setUploadProgress((store.getState().values.logo as { pendingId: string }[])[0]!.pendingId, 40));
    expect(screen.getByRole('progressbar', { name: 'Uploading logo.png' })).toHaveAttribute('aria-valuenow', '40');
  });
});

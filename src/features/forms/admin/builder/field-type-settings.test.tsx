import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldWriteSchema, newField, type Field, type FieldOf } from '../../../../domain/forms/field';
import { fieldGroupSchema } from '../../../../domain/forms/form';
import { FieldTypeSettings, UPLOAD_LIMIT_CAPPED_MESSAGE } from './field-type-settings';

vi.mock('../../../../components/library-asset-picker', () => ({ LibraryAssetPicker: () => <div>asset picker</div> }));

const parent = { formId: 'form1' };
const groups = [fieldGroupSchema.parse({ id: 'group1', title: 'Guest details', isPublished: true })];

function renderSettings<T extends Field>(field: T, fieldGroups = groups) {
  const onChange = vi.fn();
  render(
    <FieldTypeSettings
      field={field}
      onChange={onChange}
      fieldGroups={fieldGroups}
      currencySymbol="£"
      makeId={() => 'item-new'}
    />,
  );
  return () => onChange.mock.calls.at(-1)![0] as T;
}

describe('field type settings', () => {
  it('a short text switches to Number keeping its label, help text and required flag', () => {
    const field = {
      ...newField('text', 'f1', parent, 'Stand size'),
      description: 'In square metres',
      isRequired: true,
    };
    const changed = renderSettings(field);
    fireEvent.change(screen.getByLabelText('Answer type'), { target: { value: 'number' } });
    expect(changed()).toMatchObject({
      id: 'f1',
      type: 'number',
      label: 'Stand size',
      description: 'In square metres',
      isRequired: true,
      min: null,
      max: null,
      formId: 'form1',
    });
  });

  it('a number keeps min and max, empty boxes as none, and flags a max below the min', () => {
    const field = { ...newField('number', 'f1', parent), min: 5, max: 2 };
    const changed = renderSettings(field);
    expect(screen.getByText('The maximum must not be below the minimum')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '' } });
    expect(changed()).toMatchObject({ min: null, max: 2 });
  });

  it('a new checkbox offers Yes and No; an added dropdown option gets a value from its label', () => {
    renderSettings(newField('checkbox', 'c1', parent));
    expect((screen.getByLabelText('Option 1 label') as HTMLInputElement).value).toBe('Yes');
    expect((screen.getByLabelText('Option 2 value') as HTMLInputElement).value).toBe('no');
  });

  it('a single choice starts with Yes and No and can offer "Other, please say"', () => {
    const changed = renderSettings(newField('radio', 'r1', parent));
    expect((screen.getByLabelText('Option 1 label') as HTMLInputElement).value).toBe('Yes');
    expect((screen.getByLabelText('Option 2 label') as HTMLInputElement).value).toBe('No');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer "Other, please say"' }));
    expect(changed()).toMatchObject({ type: 'radio', hasOther: true });
  });

  it('typing a dropdown option label keeps the value in step until the value is edited', () => {
    const field: FieldOf<'dropdown'> = {
      ...newField('dropdown', 'd1', parent),
      options: [{ label: 'Option 1', value: 'option-1' }],
    };
    const changed = renderSettings(field);
    fireEvent.change(screen.getByLabelText('Option 1 label'), { target: { value: 'Half board' } });
    expect(changed().options).toEqual([{ label: 'Half board', value: 'half-board' }]);
    fireEvent.click(screen.getByLabelText('Allow several choices'));
    expect(changed().isMulti).toBe(true);
  });

  it('an address asks all six parts by default', () => {
    renderSettings(newField('address', 'a1', parent));
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(6);
  });

  it('a full name starts with prefix and post-nominals off', () => {
    const changed = renderSettings(newField('fullName', 'n1', parent));
    expect((screen.getByLabelText('Show Prefix') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Show Post-nominals') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('Show Prefix'));
    expect(changed().prefix).toEqual({ label: 'Prefix', show: true });
  });

  it('an item list adds priced items in the event currency', () => {
    const changed = renderSettings(newField('itemList', 'i1', parent));
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(changed().items).toEqual([{ itemId: 'item-new', label: 'Item 1', price: 0, description: '' }]);
  });

  it('a repeater names up to four columns with a text type each', () => {
    const changed = renderSettings(newField('repeater', 'r1', parent));
    expect(screen.getAllByLabelText(/Column \d name/)).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Column 2 name'), { target: { value: 'Quantity' } });
    fireEvent.change(screen.getByLabelText('Column 1 type'), { target: { value: 'number' } });
    expect(changed().cellSchema.cell1.type).toBe('number');
  });

  it("an upload offers the spec's five upload groups, none of them with SVG, and stores their names", () => {
    const changed = renderSettings(newField('upload', 'u1', parent));
    const offered = screen.getAllByRole('checkbox').filter((box) => box.id.startsWith('u1-accept-'));
    expect(offered.map((box) => box.closest('.form-check')!.textContent)).toEqual([
      'Images (jpeg, png, webp)',
      'Documents (pdf, doc, docx, xls, xlsx, ppt, pptx)',
      'Videos (mp4)',
      'ZIP archives (zip)',
      'PDF (pdf)',
    ]);
    expect(screen.queryByText(/svg/i)).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/^PDF/));
    expect(changed().accept).toEqual(['pdf']);
  });

  it('an upload keeps its own maximum size between 1 and the 50 MB Storage takes, saying so when brought down', () => {
    const field = newField('upload', 'u1', parent);
    renderSettings(field);
    const size = screen.getByLabelText('Maximum file size (MB)') as HTMLInputElement;
    expect(size.value).toBe('50');
    expect(size.disabled).toBe(true);
    cleanup();
    const ownLimit = renderSettings({ ...field, hasMaxFileSize: true });
    fireEvent.change(screen.getByLabelText('Maximum file size (MB)'), { target: { value: '80' } });
    expect(ownLimit().maxFileSizeMB).toBe(50);
    expect(screen.getByLabelText('Maximum file size (MB)')).toHaveAccessibleDescription(UPLOAD_LIMIT_CAPPED_MESSAGE);
    expect(UPLOAD_LIMIT_CAPPED_MESSAGE).toBe('A file can be at most 50 MB, so the limit is 50 MB.');
    fireEvent.change(screen.getByLabelText('Maximum file size (MB)'), { target: { value: '20' } });
    expect(ownLimit().maxFileSizeMB).toBe(20);
    expect(screen.queryByText(UPLOAD_LIMIT_CAPPED_MESSAGE)).not.toBeInTheDocument();
  });

  it('a template places a field group and repeats it up to its most repeats (1 by default)', () => {
    const changed = renderSettings(newField('template', 't1', parent));
    fireEvent.change(screen.getByLabelText('Field group'), { target: { value: 'group1' } });
    expect(changed().fieldGroupId).toBe('group1');
    const looping = { ...newField('template', 't1', parent), fieldGroupId: 'group1', isLooping: true };
    const changedLoop = renderSettings(looping);
    expect((screen.getAllByLabelText('Most repeats')[0] as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getAllByLabelText('Repeat title')[0], { target: { value: 'Guest' } });
    expect(changedLoop().loopPrefix).toBe('Guest');
  });

  it('offers only published field groups to a template, keeping an unpublished one it already places, marked', () => {
    const draft = fieldGroupSchema.parse({ id: 'group2', title: 'Speaker draft', isPublished: false });
    const offered = () =>
      screen
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    renderSettings(newField('template', 't1', parent), [...groups, draft]);
    expect(offered()).toEqual(['Guest details']);
    cleanup();
    renderSettings({ ...newField('template', 't1', parent), fieldGroupId: draft.id }, [...groups, draft]);
    expect(offered()).toEqual(['Guest details', 'Speaker draft (unpublished)']);
  });

  it('a callout picks one of four styles; what the settings write passes the field write check', () => {
    const changed = renderSettings(newField('callout', 'c1', parent));
    fireEvent.click(screen.getByLabelText('Warning'));
    expect(changed().style).toBe('warning');
    expect(fieldWriteSchema.safeParse(changed()).success).toBe(true);
  });
});

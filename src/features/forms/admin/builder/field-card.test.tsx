import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newField, type Field } from '../../../../domain/forms/field';
import { fieldGroupSchema } from '../../../../domain/forms/form';
import { FieldCard } from './field-card';

const parent = { formId: 'form1' };
const guestDetails = fieldGroupSchema.parse({ id: 'group1', title: 'Guest details', isPublished: true });

function renderCard(field: Field) {
  const onChange = vi.fn();
  render(
    <FieldCard
      field={field}
      position={1}
      isOpen
      onToggle={vi.fn()}
      logic={undefined}
      logicProblems={undefined}
      onLogicChange={vi.fn()}
      logicSources={{ fields: [field], templates: [], customFields: [], teamTypes: [] }}
      onDuplicate={vi.fn()}
      onRemove={vi.fn()}
      onChange={onChange}
      fieldGroups={[guestDetails]}
      currencySymbol="£"
      makeId={() => 'new-id'}
    />,
  );
  return () => onChange.mock.calls.at(-1)![0] as Field;
}

describe('a builder card', () => {
  it('lets a template be made required (one of its repeats must then be answered)', () => {
    const changed = renderCard({ ...newField('template', 't1', parent, 'Guests'), fieldGroupId: guestDetails.id });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Required' }));
    expect(changed()).toMatchObject({ type: 'template', isRequired: true });
  });

  it('offers no Required switch for a grand total, which nobody answers', () => {
    renderCard(newField('grandTotal', 'g1', parent));
    expect(screen.queryByRole('checkbox', { name: 'Required' })).not.toBeInTheDocument();
  });
});

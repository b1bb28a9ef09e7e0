import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { required } from '../domain/field-checks';
import { InputField } from './form-fields';
import { useFieldProblems } from './use-field-problems';

const LABELS = { title: 'Title', place: 'Place' } as const;

function TitleAndPlaceForm({ onSave }: { onSave: () => void }) {
  const [values, setValues] = useState({ title: '', place: '' });
  const fieldProblems = useFieldProblems(() => ({
    title: required(values.title, 'Enter a title.'),
    place: required(values.place, 'Enter a place.'),
  }));
  return (
    <form onSubmit={fieldProblems.handleSubmit(onSave)} noValidate>
      {(['title', 'place'] as const).map((id) => (
        <InputField
          key={id}
          id={id}
          label={LABELS[id]}
          required
          error={fieldProblems.at(id)}
          value={values[id]}
          onChange={(text) => setValues((previous) => ({ ...previous, [id]: text }))}
        />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe('problems found before saving', () => {
  it('shows nothing while the form is first filled in', async () => {
    const user = userEvent.setup();
    render(<TitleAndPlaceForm onSave={vi.fn()} />);
    await user.type(screen.getByLabelText(/Title/), 'B');
    await user.clear(screen.getByLabelText(/Title/));
    expect(screen.queryByText('Enter a title.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).not.toHaveClass('is-invalid');
  });

  it('shows each beside its field as the field’s description, focuses the first, sends nothing, and clears one when its field is fixed', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<TitleAndPlaceForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByLabelText(/Title/)).toHaveClass('is-invalid');
    expect(screen.getByLabelText(/Place/)).toHaveAccessibleDescription('Enter a place.');
    expect(screen.getByLabelText(/Title/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Title/), 'Build-up');
    expect(screen.queryByText('Enter a title.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter a place.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Place/), 'Hall 3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('after a check, a marked field emptied again shows its problem at once; one that was fine waits for the next check', async () => {
    const user = userEvent.setup();
    render(<TitleAndPlaceForm onSave={vi.fn()} />);
    await user.type(screen.getByLabelText(/Place/), 'Hall 3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText(/Title/), 'Build-up');
    await user.clear(screen.getByLabelText(/Title/));
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Enter a title.');

    await user.clear(screen.getByLabelText(/Place/));
    expect(screen.getByLabelText(/Place/)).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Place/)).toHaveAccessibleDescription('Enter a place.');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { required } from '../domain/field-checks';
import { InputField } from './form-fields';
import { useFieldProblems } from './use-field-problems';

function TitleAndPlaceForm({ onSave }: { onSave: () => void }) {
  const [title, setTitle] = useState('');
  const [place, setPlace] = useState('');
  const fieldProblems = useFieldProblems();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fieldProblems.check({ title: required(title, 'Enter a title.'), place: required(place, 'Enter a place.') }))
      onSave();
  };
  return (
    <form onSubmit={submit} noValidate>
      {(['title', 'place'] as const).map((id) => (
        <InputField
          key={id}
          id={id}
          label={id === 'title' ? 'Title' : 'Place'}
          required
          error={fieldProblems.at(id)}
          value={id === 'title' ? title : place}
          onChange={(text) => {
            (id === 'title' ? setTitle : setPlace)(text);
            fieldProblems.clear(id);
          }}
        />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe('problems found before saving', () => {
  it('shows each beside its field as the field’s description, focuses the first, and clears one when its field changes', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<TitleAndPlaceForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByLabelText(/Title/)).toBeInvalid();
    expect(screen.getByLabelText(/Place/)).toHaveAccessibleDescription('Enter a place.');
    expect(screen.getByLabelText(/Title/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Title/), 'Build-up');
    expect(screen.queryByText('Enter a title.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter a place.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Place/), 'Hall 3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
  });
});

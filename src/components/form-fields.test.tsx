import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InputField, labelledOptions, SelectField, SwitchField } from './form-fields';

describe('labelled fields', () => {
  it('names the input by its label, marks it required and shows its problem and hint', () => {
    const onChange = vi.fn();
    render(
      <InputField
        id="title"
        label="Title"
        required
        value=""
        error="Enter a title"
        hint="Shown to teams."
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toBeRequired();
    expect(input).toHaveClass('is-invalid');
    expect(screen.getByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByText('Shown to teams.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'Stand plan' } });
    expect(onChange).toHaveBeenCalledWith('Stand plan');
  });

  it('is a textarea when given rows, and neither required nor invalid by default', () => {
    render(<InputField id="about" label="About" rows={3} value="" onChange={() => undefined} />);
    const textarea = screen.getByRole('textbox', { name: 'About' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).not.toBeRequired();
    expect(textarea).not.toHaveClass('is-invalid');
  });

  it('offers the options (and the empty choice) and hands on the picked value', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        id="kind"
        label="Kind"
        value=""
        noneLabel="Choose…"
        options={labelledOptions(['a', 'b'] as const, { a: 'Apple', b: 'Banana' })}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose…',
      'Apple',
      'Banana',
    ]);
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('switches on and off', () => {
    const onChange = vi.fn();
    render(<SwitchField id="active" label="Active" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Form } from './form';

describe('Form', () => {
  it("names each control by its group's label, through the group's controlId", () => {
    render(
      <Form>
        <Form.Group controlId="team-name">
          <Form.Label>Team name</Form.Label>
          <Form.Control defaultValue="Northwind" />
        </Form.Group>
        <Form.Group controlId="team-notes">
          <Form.Label>Notes</Form.Label>
          <Form.Control as="textarea" rows={3} />
        </Form.Group>
        <Form.Group controlId="team-type">
          <Form.Label visuallyHidden>Type</Form.Label>
          <Form.Select>
            <option>Exhibitor</option>
          </Form.Select>
        </Form.Group>
      </Form>,
    );
    expect(screen.getByLabelText('Team name')).toHaveValue('Northwind');
    expect(screen.getByLabelText('Team name')).toHaveAttribute('id', 'team-name');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveClass('form-select');
  });

  it('gives a switch its label and keeps it a check box that toggles', async () => {
    function Published() {
      const [on, setOn] = useState(false);
      return (
        <Form.Check
          type="switch"
          id="published"
          label="Published"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
        />
      );
    }
    render(<Published />);
    const box = screen.getByRole('checkbox', { name: 'Published' });
    expect(box.closest('div')).toHaveClass('form-check', 'form-switch');
    await userEvent.click(screen.getByText('Published'));
    expect(box).toBeChecked();
  });

  it('shows the invalid message under an invalid control', () => {
    render(
      <Form.Group controlId="email">
        <Form.Label>Email</Form.Label>
        <Form.Control type="email" isInvalid />
        <Form.Control.Feedback type="invalid">Enter an email address.</Form.Control.Feedback>
      </Form.Group>,
    );
    expect(screen.getByLabelText('Email')).toHaveClass('form-control', 'is-invalid');
    // Bootstrap shows .invalid-feedback only after an .is-invalid sibling.
    expect(screen.getByText('Enter an email address.')).toHaveClass('invalid-feedback');
    expect(screen.getByLabelText('Email').nextElementSibling).toBe(screen.getByText('Enter an email address.'));
  });
});

import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Button from 'react-bootstrap/Button';
import { Icon } from '../../../components/icon';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string;
  autoFocus?: boolean;
  className?: string;
}

/** A password input with a show/hide toggle, so people can check what they typed on a phone. */
export function PasswordField({ label, value, onChange, autoComplete, hint, error, autoFocus, className = 'mb-3' }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          value={value}
          isInvalid={Boolean(error)}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button variant="outline-secondary" className="password-toggle" onClick={() => setVisible(!visible)} aria-label={visible ? 'Hide what you typed' : 'Show what you typed'} aria-pressed={visible}>
          <Icon name={visible ? 'eye-slash' : 'eye'} />
        </Button>
        {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      </InputGroup>
      {hint && !error && <Form.Text muted>{hint}</Form.Text>}
    </Form.Group>
  );
}

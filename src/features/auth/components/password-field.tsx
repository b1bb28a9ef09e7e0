import { useId, useState } from 'react';
import { Icon } from '../../../components/icon';

export interface PasswordFieldProps {
  label: string;
  /** A fixed id, where something outside the form finds the field by it (the prerendered sign-in). */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string;
  autoFocus?: boolean;
  className?: string;
}

/** A password input with a show/hide toggle, so people can check what they typed on a phone. */
export function PasswordField({
  label,
  id: fixedId,
  value,
  onChange,
  autoComplete,
  hint,
  error,
  autoFocus,
  className = 'mb-3',
}: PasswordFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          className={error ? 'form-control is-invalid' : 'form-control'}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          value={value}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-toggle btn btn-outline-secondary"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? 'Hide what you typed' : 'Show what you typed'}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eye-slash' : 'eye'} />
        </button>
        {error && <div className="invalid-feedback">{error}</div>}
      </div>
      {hint && !error && <small className="form-text text-muted">{hint}</small>}
    </div>
  );
}

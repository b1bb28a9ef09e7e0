import { useId, useState } from 'react';
import { Icon } from './icon';
import { InputField } from './form-fields';

export interface PasswordFieldProps {
  label: string;
  /** A fixed id, where something outside the form finds the field by it (the prerendered sign-in, a form's checks). */
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
export function PasswordField({ id: fixedId, className = 'mb-3', ...field }: PasswordFieldProps) {
  const generatedId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...field}
      id={fixedId ?? generatedId}
      className={className}
      type={visible ? 'text' : 'password'}
      append={
        <button
          type="button"
          className="password-toggle btn btn-outline-secondary"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? 'Hide what you typed' : 'Show what you typed'}
          aria-pressed={visible}
        >
          <Icon name={visible ? 'eye-slash' : 'eye'} />
        </button>
      }
    />
  );
}

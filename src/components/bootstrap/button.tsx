import type { ComponentProps } from 'react';
import { classNames, type Variant } from './class-names';

export type ButtonVariant = Variant | `outline-${Variant}` | 'link';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'sm' | 'lg';
  active?: boolean;
}

const buttonClasses = ({ variant = 'primary', size, active }: ButtonStyle, className: string | undefined) =>
  classNames(className, 'btn', active && 'active', `btn-${variant}`, size && `btn-${size}`);

/** Bootstrap's button; type "button" unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  active,
  className,
  type = 'button',
  ...button
}: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} {...button} className={buttonClasses({ variant, size, active }, className)} />;
}

/** Buttons side by side, as one control. */
export function ButtonGroup({
  size,
  className,
  role = 'group',
  ...div
}: ComponentProps<'div'> & { size?: 'sm' | 'lg' }) {
  return <div role={role} {...div} className={classNames(className, 'btn-group', size && `btn-group-${size}`)} />;
}

interface ToggleButtonProps extends Omit<ComponentProps<'label'>, 'onChange'> {
  id: string;
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: ComponentProps<'input'>['onChange'];
  variant?: ButtonVariant;
}

/** A radio or check box shown as a button (Bootstrap's btn-check): the box stays the control, the button its label. */
export function ToggleButton({
  id,
  type,
  name,
  value,
  checked,
  onChange,
  variant,
  className,
  ...label
}: ToggleButtonProps) {
  return (
    <>
      <input
        className="btn-check"
        id={id}
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        autoComplete="off"
      />
      <label {...label} htmlFor={id} className={buttonClasses({ variant }, className)} />
    </>
  );
}

import {
  createContext,
  createElement,
  useContext,
  type ChangeEventHandler,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { classNames, type AsOneOf } from './class-names';

/** A group's controlId: its label's htmlFor and its control's id, as in react-bootstrap. */
const ControlIdContext = createContext<string | undefined>(undefined);

function FormRoot({ validated, className, ...form }: ComponentProps<'form'> & { validated?: boolean }) {
  return <form {...form} className={classNames(className, validated && 'was-validated')} />;
}

function FormGroup({ controlId, ...div }: ComponentProps<'div'> & { controlId?: string }) {
  return (
    <ControlIdContext.Provider value={controlId}>
      <div {...div} />
    </ControlIdContext.Provider>
  );
}

/** A label (for the group's control unless told otherwise), or a div naming a group of boxes. */
function FormLabel({
  visuallyHidden,
  className,
  ...props
}: AsOneOf<'label' | 'div', 'label'> & { visuallyHidden?: boolean }) {
  const controlId = useContext(ControlIdContext);
  const classes = classNames(className, 'form-label', visuallyHidden && 'visually-hidden');
  if (props.as === 'div') {
    const { as: _as, ...div } = props;
    return <div {...div} className={classes} />;
  }
  const { as: _as, htmlFor = controlId, ...label } = props;
  return <label {...label} htmlFor={htmlFor} className={classes} />;
}

interface ValidityProps {
  isInvalid?: boolean;
}

type FormControlProps = Omit<ComponentProps<'input'>, 'size' | 'onChange' | 'ref'> &
  ValidityProps & {
    /** A text box of several lines, or one line (the default). */
    as?: 'input' | 'textarea';
    rows?: number;
    size?: 'sm' | 'lg';
    /** Shown as plain text (a read-only value), not in a box. */
    plaintext?: boolean;
    onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
    ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  };

function FormControl({ as = 'input', id, size, plaintext, isInvalid, className, type, ...props }: FormControlProps) {
  const controlId = useContext(ControlIdContext);
  return createElement(as, {
    ...props,
    type: as === 'input' ? type : undefined,
    id: id ?? controlId,
    className: classNames(
      className,
      plaintext ? 'form-control-plaintext' : 'form-control',
      size && `form-control-${size}`,
      type === 'color' && 'form-control-color',
      isInvalid && 'is-invalid',
    ),
  });
}

/** The message under an invalid control (Bootstrap shows it after an .is-invalid sibling). */
function Feedback({ type, className, ...div }: ComponentProps<'div'> & { type: 'invalid' }) {
  return <div {...div} className={classNames(className, `${type}-feedback`)} />;
}

function FormSelect({
  id,
  size,
  isInvalid,
  className,
  ...select
}: Omit<ComponentProps<'select'>, 'size'> & ValidityProps & { size?: 'sm' | 'lg' }) {
  const controlId = useContext(ControlIdContext);
  return (
    <select
      {...select}
      id={id ?? controlId}
      className={classNames(className, 'form-select', size && `form-select-${size}`, isInvalid && 'is-invalid')}
    />
  );
}

interface FormCheckProps extends Omit<ComponentProps<'input'>, 'type'>, ValidityProps {
  /** A switch is a check box drawn as a toggle (its role stays checkbox, as in react-bootstrap). */
  type?: 'checkbox' | 'radio' | 'switch';
  label?: ReactNode;
  inline?: boolean;
}

/** A check box, radio or switch with its label; its id is its own or the group's controlId. */
function FormCheck({ type = 'checkbox', id, label, inline, isInvalid, className, style, ...input }: FormCheckProps) {
  const controlId = useContext(ControlIdContext);
  const inputId = id ?? controlId;
  const hasLabel = label !== undefined && label !== null && label !== false;
  return (
    <div
      style={style}
      className={classNames(
        className,
        hasLabel && 'form-check',
        inline && 'form-check-inline',
        type === 'switch' && 'form-switch',
      )}
    >
      <input
        {...input}
        type={type === 'switch' ? 'checkbox' : type}
        id={inputId}
        className={classNames('form-check-input', isInvalid && 'is-invalid')}
      />
      {hasLabel && (
        <label htmlFor={inputId} className="form-check-label">
          {label}
        </label>
      )}
    </div>
  );
}

function FormText({ muted, className, ...small }: ComponentProps<'small'> & { muted?: boolean }) {
  return <small {...small} className={classNames(className, 'form-text', muted && 'text-muted')} />;
}

export const Form = Object.assign(FormRoot, {
  Group: FormGroup,
  Label: FormLabel,
  Control: Object.assign(FormControl, { Feedback }),
  Select: FormSelect,
  Check: FormCheck,
  Text: FormText,
});

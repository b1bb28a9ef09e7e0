import { Button } from './bootstrap/button';
import { Form } from './bootstrap/form';
import { Icon, iconOrDefault } from './icon';

/** One icon picked from a fixed list, shown as a row of icon buttons (a radio group named by `label`). */
export function IconChoice<Name extends string>({
  id,
  label,
  icons,
  value,
  onChange,
}: {
  id: string;
  label: string;
  icons: readonly Name[];
  value: string;
  onChange: (icon: Name) => void;
}) {
  const labelId = `${id}-label`;
  return (
    <Form.Group>
      <Form.Label as="div" id={labelId}>
        {label}
      </Form.Label>
      <div className="d-flex flex-wrap gap-1" role="radiogroup" aria-labelledby={labelId}>
        {icons.map((icon) => (
          <Button
            key={icon}
            type="button"
            role="radio"
            aria-checked={value === icon}
            aria-label={icon.replace(/-/g, ' ')}
            title={icon.replace(/-/g, ' ')}
            variant={value === icon ? 'primary' : 'outline-secondary'}
            className="d-inline-flex align-items-center justify-content-center"
            style={{ width: '2.5rem', height: '2.5rem' }}
            onClick={() => onChange(icon)}
          >
            <Icon name={iconOrDefault(icon)} />
          </Button>
        ))}
      </div>
    </Form.Group>
  );
}

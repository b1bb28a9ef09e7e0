import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button } from './bootstrap/button';
import { Form } from './bootstrap/form';
import { InputGroup } from './bootstrap/input-group';
import { Icon } from './icon';

interface CopyableLinkProps {
  controlId: string;
  label: string;
  url: string;
  /** More buttons after Copy, in the same group. */
  actions?: ReactNode;
  /** What to do with the link, under it. */
  hint?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** A link to hand on: shown read-only (selected when focused) with a Copy button that says when it copied. */
export function CopyableLink({ controlId, label, url, actions, hint, className, style }: CopyableLinkProps) {
  const [copied, setCopied] = useState(false);
  return (
    <Form.Group controlId={controlId} className={className} style={style}>
      <Form.Label>{label}</Form.Label>
      <InputGroup>
        <Form.Control readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button
          variant="outline-secondary"
          onClick={() =>
            navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Icon name={copied ? 'check-lg' : 'copy'} className="me-1" />
          {copied ? 'Copied' : 'Copy'}
        </Button>
        {actions}
      </InputGroup>
      {hint && <Form.Text>{hint}</Form.Text>}
    </Form.Group>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { InputGroup } from '../../../components/bootstrap/input-group';
import { Icon } from '../../../components/icon';
import { buildPath } from '../../../domain/routes';

/** The guest link of a public form, to copy or open. */
export function PublicLink({ formId }: { formId: string }) {
  const [copied, setCopied] = useState(false);
  const url = new URL(buildPath('guestForm', { formId }), window.location.origin).toString();
  return (
    <Form.Group controlId="form-public-link" className="mb-3" style={{ maxWidth: '48rem' }}>
      <Form.Label>Public link</Form.Label>
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
        <a className="btn btn-outline-secondary" href={url} target="_blank" rel="noreferrer">
          <Icon name="box-arrow-up-right" className="me-1" />
          Open
        </a>
      </InputGroup>
    </Form.Group>
  );
}

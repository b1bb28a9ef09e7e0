import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { InputGroup } from '../../../components/bootstrap/input-group';
import { BusyButton } from '../../../components/busy-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useRotateWebhookSecretMutation, useWebhookSecretQuery } from '../../../data/webhooks/webhooks-api';
import { WEBHOOK_SIGNATURE_HEADER } from '../../../domain/webhooks';
import { errorMessage } from '../../../data/api-slice';

/** The secret receivers verify WEBHOOK_SIGNATURE_HEADER with: hidden until shown, and replaceable. */
export function SigningSecret({ webhookId }: { webhookId: string }) {
  const secret = useWebhookSecretQuery(webhookId);
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [shown, setShown] = useState(false);
  const feedback = useFeedback();
  return (
    <Card className="mt-3">
      <Card.Body>
        <Form.Group controlId="webhook-secret">
          <Form.Label className="fw-semibold">Signing secret</Form.Label>
          <InputGroup>
            <Form.Control
              readOnly
              type={shown ? 'text' : 'password'}
              value={secret.data ?? ''}
              className="font-monospace"
            />
            <Button variant="outline-secondary" onClick={() => setShown(!shown)}>
              {shown ? 'Hide' : 'Show'}
            </Button>
            <BusyButton
              variant="outline-danger"
              busy={rotating.isLoading}
              onClick={() =>
                void rotate(webhookId)
                  .unwrap()
                  .then(
                    () => feedback.showSuccess('New secret made'),
                    (failure: unknown) => feedback.showError(errorMessage(failure)),
                  )
              }
            >
              New secret
            </BusyButton>
          </InputGroup>
          <Form.Text>
            Every request carries <code>{WEBHOOK_SIGNATURE_HEADER}: t=&lt;seconds&gt;,sha256=&lt;hex&gt;</code>, an
            HMAC-SHA256 of <code>&lt;t&gt;.&lt;body&gt;</code> (the query string for GET) with this secret.
          </Form.Text>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}

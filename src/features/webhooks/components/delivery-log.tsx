import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { Badge } from '../../../components/bootstrap/badge';
import { Card } from '../../../components/bootstrap/card';
import { BusyButton } from '../../../components/busy-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useReplayWebhookDeliveryMutation, useWebhookDeliveriesQuery } from '../../../data/webhooks/webhooks-api';
import type { DeliveryStatus, WebhookDelivery } from '../../../domain/webhooks';
import { LoadingOrError } from '../../../components/loading-or-error';
import { errorMessage } from '../../../data/api-slice';

const STATUS_BADGES = {
  success: 'success',
  failed: 'danger',
  refused: 'warning',
  sending: 'secondary',
} as const satisfies Record<DeliveryStatus, string>;
const TRIGGER_LABELS = { submission: 'Submission', test: 'Test', replay: 'Replay' } as const satisfies Record<
  WebhookDelivery['trigger'],
  string
>;

function DeliveryCard({ delivery, canReplay }: { delivery: WebhookDelivery; canReplay: boolean }) {
  const timeZone = useEventTimeZone();
  const [replay, replaying] = useReplayWebhookDeliveryMutation();
  const feedback = useFeedback();
  return (
    <Card className="mb-2" as="li" aria-label={`Delivery ${delivery.id}`}>
      <Card.Body className="py-2">
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Badge bg={STATUS_BADGES[delivery.status]}>{delivery.status}</Badge>
          <span className="fw-semibold">{delivery.statusCode ? `HTTP ${delivery.statusCode}` : 'No answer'}</span>
          <span className="text-body-secondary small">
            {TRIGGER_LABELS[delivery.trigger]} · {formatDateTime(delivery.createdAt, timeZone)} ·{' '}
            {Math.round(delivery.durationMs)} ms · {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
          </span>
          {canReplay && delivery.status !== 'sending' && (
            <BusyButton
              size="sm"
              variant="outline-secondary"
              className="ms-auto"
              busy={replaying.isLoading}
              onClick={() => {
                replay({ webhookId: delivery.webhookId, deliveryId: delivery.id })
                  .unwrap()
                  .then(
                    (outcome) => feedback.showSuccess(`Replayed: ${outcome.status}`),
                    (failure: unknown) => feedback.showError(errorMessage(failure)),
                  );
              }}
            >
              Replay
            </BusyButton>
          )}
        </div>
        {delivery.error && <div className="small text-danger mt-1">{delivery.error}</div>}
        {delivery.response && (
          <details className="mt-1">
            <summary className="small">Response</summary>
            <pre className="small bg-body-tertiary p-2 mb-0 text-wrap text-break">{delivery.response}</pre>
          </details>
        )}
      </Card.Body>
    </Card>
  );
}

/** A webhook's deliveries, newest first, each with its status, timing, response and a replay. */
export function DeliveryLog({ webhookId, canReplay }: { webhookId: string; canReplay: boolean }) {
  const deliveries = useWebhookDeliveriesQuery(webhookId);
  return (
    <section aria-labelledby="delivery-log-heading" className="mt-4">
      <h2 id="delivery-log-heading" className="h5">
        Delivery log
      </h2>
      <LoadingOrError isLoading={deliveries.isLoading} error={deliveries.error} rows={3} />
      {deliveries.data?.length === 0 && <p className="text-body-secondary">Nothing sent yet.</p>}
      <ul className="list-unstyled mb-0">
        {deliveries.data?.map((delivery) => (
          <DeliveryCard key={delivery.id} delivery={delivery} canReplay={canReplay} />
        ))}
      </ul>
    </section>
  );
}

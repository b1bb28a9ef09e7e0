import type { PublishOutcome } from '../../../domain/notifications';

/** The banner after publishing: who it reached, and how the emails went. */
export function publishedMessage(outcome: PublishOutcome): string {
  const reached = `Published to ${outcome.recipients} ${outcome.recipients === 1 ? 'person' : 'people'}`;
  if (outcome.failures.length > 0)
    return `${reached}; ${outcome.failures.length} email(s) failed: ${outcome.failures.join('; ')}`;
  return outcome.emailed > 0 ? `${reached} and emailed ${outcome.emailed}` : reached;
}

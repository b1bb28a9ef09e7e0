import { where } from 'firebase/firestore/lite';
import { ADMINS, create, createBare, ev, list, NOBODY, read, remove, update, type FirestoreCase } from './reach-cases';

const secret = (id: string) => ({ id, secret: 'b'.repeat(64) });

/** Webhooks, their signing secrets and delivery logs: admins only; the log is written by the functions alone. */
export const WEBHOOKS_REACH: readonly FirestoreCase[] = [
  create(
    ev('webhooks/w2'),
    { id: 'w2', name: 'CRM', parentType: 'form', parentId: 'open', requestURL: 'https://hooks.test/crm' },
    ADMINS,
  ),
  create(ev('webhooks/wrongId'), { id: 'other', parentId: 'open', requestURL: 'https://hooks.test/crm' }, NOBODY),
  list("a form's webhooks", ev('webhooks'), [where('parentId', '==', 'open')], ADMINS),

  read(ev('webhookSecrets/w1'), ADMINS),
  list('every secret', ev('webhookSecrets'), [], ADMINS),
  // A secret holds its id and secret only (no audit fields: nobody but admins ever sees it).
  createBare('replaced', ev('webhookSecrets/w1'), secret('w1'), ADMINS),
  createBare('new', ev('webhookSecrets/w3'), secret('w3'), ADMINS),
  createBare('weak', ev('webhookSecrets/weak'), { id: 'weak', secret: 'short' }, NOBODY),
  createBare(
    'with another field',
    ev('webhookSecrets/extra'),
    { ...secret('extra'), requestURL: 'https://evil.test' },
    NOBODY,
  ),
  createBare("another webhook's id", ev('webhookSecrets/mismatch'), secret('w1'), NOBODY),
  remove(ev('webhookSecrets/w1'), ADMINS),

  read(ev('webhookDeliveries/d1'), ADMINS),
  list('the log of a webhook', ev('webhookDeliveries'), [where('webhookId', '==', 'w1')], ADMINS),
  list("the log of a team's submission", ev('webhookDeliveries'), [where('submissionId', '==', 'subA')], ADMINS),
  update('status', ev('webhookDeliveries/d1'), { status: 'failed' }, NOBODY),
  create(ev('webhookDeliveries/forged'), { id: 'forged', webhookId: 'w1', status: 'success' }, NOBODY),
  remove(ev('webhookDeliveries/d1'), NOBODY),

  // The local stack's switch for private addresses: the functions' alone.
  read('localSettings/webhooks', NOBODY),
  update('allow private addresses', 'localSettings/webhooks', { allowPrivateAddresses: true }, NOBODY),
];

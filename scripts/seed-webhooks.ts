import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import type { EventPaths } from '../src/domain/paths';
import { newWebhook, newWebhookSecret, webhookSchema } from '../src/domain/webhooks';

/** The switch that lets the local stack's webhooks reach 127.0.0.1 (functions/src/webhooks/deliveries.ts). */
const LOCAL_WEBHOOK_SETTINGS_DOC = 'localSettings/webhooks';

/**
 * A demo webhook on the stand-order form, inactive (it points at a receiver that is not running:
 * start one on 127.0.0.1:4999 and activate it to watch deliveries arrive), with its secret; and the
 * local stack's permission to call 127.0.0.1.
 */
export function seedWebhooks(batch: WriteBatch, db: Firestore, paths: EventPaths, created: AuditFields): void {
  const id = 'demo-webhook-crm';
  const webhook = webhookSchema.parse({
    ...newWebhook(id, 'demo-form-stand'),
    ...created,
    name: 'CRM stand orders',
    isActive: false,
    requestURL: 'http://127.0.0.1:4999/hooks/stand-orders',
    headerKey: 'Authorization',
    headerValue: 'Bearer demo-token',
    payloadFields: [
      { category: 'field', targetId: 'standType', sourceId: 'demo-stand-type', sourceType: 'dropdown', nestedKey: '' },
      {
        category: 'field',
        targetId: 'invoiceAddress',
        sourceId: 'demo-stand-invoice-address',
        sourceType: 'address',
        nestedKey: 'flatFullAddress',
      },
      { category: 'client', targetId: 'team', sourceId: 'teamName', sourceType: '', nestedKey: '' },
      { category: 'client', targetId: 'email', sourceId: 'email', sourceType: '', nestedKey: '' },
    ],
  });
  batch.set(db.doc(paths.doc('webhooks', id)), webhook);
  batch.set(db.doc(paths.doc('webhookSecrets', id)), { id, secret: newWebhookSecret() });
  batch.set(db.doc(LOCAL_WEBHOOK_SETTINGS_DOC), { allowPrivateAddresses: true });
}

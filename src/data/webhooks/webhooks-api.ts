import type { Webhook } from '../../domain/webhooks';
import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const webhooksStore = lazyStore(() => import('./webhooks-store'));

/** A webhook's delivery log is tagged apart from the webhook, so a send refreshes only the log. */
const logTag = (webhookId: string) => ({ type: 'Webhook' as const, id: `${webhookId}/deliveries` });
const secretTag = (webhookId: string) => ({ type: 'Webhook' as const, id: `${webhookId}/secret` });
/** The form's webhookIds (and its shortcut count) change with an added webhook. */
const webhookSaved = (result: Webhook | undefined) => [
  { type: 'Webhook' as const, id: 'LIST' },
  ...(result
    ? [
        { type: 'Webhook' as const, id: result.id },
        { type: 'Form' as const, id: result.parentId },
      ]
    : []),
];

export const webhooksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    formWebhooks: query(webhooksStore.listFormWebhooks, (result) => listTags('Webhook', result)),
    webhook: query(webhooksStore.getWebhook, (_result, _error, id) => [{ type: 'Webhook', id }]),
    webhookSecret: query(webhooksStore.getWebhookSecret, (_result, _error, id) => [secretTag(id)]),
    webhookDeliveries: query(webhooksStore.listWebhookDeliveries, (_result, _error, id) => [logTag(id)]),
    createWebhook: mutation(webhooksStore.createWebhook, webhookSaved),
    updateWebhook: mutation(webhooksStore.updateWebhook, webhookSaved),
    deleteWebhook: mutation(webhooksStore.deleteWebhook, (_result, _error, { parentId }) => [
      { type: 'Webhook', id: 'LIST' },
      { type: 'Form', id: parentId },
    ]),
    rotateWebhookSecret: mutation(webhooksStore.rotateWebhookSecret, (_result, _error, id) => [secretTag(id)]),
    sendWebhookTest: mutation(webhooksStore.sendWebhookTest, (_result, _error, webhookId) => [logTag(webhookId)]),
    replayWebhookDelivery: mutation(
      ({ deliveryId }: { webhookId: string; deliveryId: string }) => webhooksStore.replayWebhookDelivery(deliveryId),
      (_result, _error, { webhookId }) => [logTag(webhookId)],
    ),
  })),
});

export const {
  useFormWebhooksQuery,
  useWebhookQuery,
  useWebhookSecretQuery,
  useWebhookDeliveriesQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useReplayWebhookDeliveryMutation,
} = webhooksApi;

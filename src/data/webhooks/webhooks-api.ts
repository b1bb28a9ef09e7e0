import type { DeliveryOutcome, Webhook, WebhookDelivery } from '../../domain/webhooks';
import { api, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const {
  deleteWebhook,
  fetchFormWebhooks,
  fetchWebhook,
  fetchWebhookDeliveries,
  fetchWebhookSecret,
  replayWebhookDelivery,
  rotateWebhookSecret,
  saveWebhook,
  sendWebhookTest,
} = lazyStore(() => import('./webhooks-store'));

/** A webhook's delivery log is tagged apart from the webhook, so a send refreshes only the log. */
const logTag = (webhookId: string) => ({ type: 'Webhook' as const, id: `${webhookId}/deliveries` });
const secretTag = (webhookId: string) => ({ type: 'Webhook' as const, id: `${webhookId}/secret` });

export const webhooksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    formWebhooks: build.query<Webhook[], string>({
      queryFn: queryFnFrom(fetchFormWebhooks),
      providesTags: (result) => listTags('Webhook', result),
    }),
    webhook: build.query<Webhook, string>({
      queryFn: queryFnFrom(fetchWebhook),
      providesTags: (_result, _error, id) => [{ type: 'Webhook', id }],
    }),
    webhookSecret: build.query<string, string>({
      queryFn: queryFnFrom(fetchWebhookSecret),
      providesTags: (_result, _error, id) => [secretTag(id)],
    }),
    webhookDeliveries: build.query<WebhookDelivery[], string>({
      queryFn: queryFnFrom(fetchWebhookDeliveries),
      providesTags: (_result, _error, id) => [logTag(id)],
    }),
    createWebhook: build.mutation<Webhook, { current?: Webhook; values: Webhook }>({
      queryFn: queryFnFrom(saveWebhook),
      // The form's webhookIds (and its shortcut count) change with an added webhook.
      invalidatesTags: (result) => [{ type: 'Webhook', id: 'LIST' }, ...(result ? [{ type: 'Webhook' as const, id: result.id }, { type: 'Form' as const, id: result.parentId }] : [])],
    }),
    updateWebhook: build.mutation<Webhook, { current?: Webhook; values: Webhook }>({
      queryFn: queryFnFrom(saveWebhook),
      // The form's webhookIds (and its shortcut count) change with an added webhook.
      invalidatesTags: (result) => [{ type: 'Webhook', id: 'LIST' }, ...(result ? [{ type: 'Webhook' as const, id: result.id }, { type: 'Form' as const, id: result.parentId }] : [])],
    }),
    deleteWebhook: build.mutation<null, Pick<Webhook, 'id' | 'parentId'>>({
      queryFn: queryFnFrom(deleteWebhook),
      invalidatesTags: (_result, _error, { parentId }) => [{ type: 'Webhook', id: 'LIST' }, { type: 'Form', id: parentId }],
    }),
    rotateWebhookSecret: build.mutation<string, string>({
      queryFn: queryFnFrom(rotateWebhookSecret),
      invalidatesTags: (_result, _error, id) => [secretTag(id)],
    }),
    sendWebhookTest: build.mutation<DeliveryOutcome, string>({
      queryFn: queryFnFrom(sendWebhookTest),
      invalidatesTags: (_result, _error, webhookId) => [logTag(webhookId)],
    }),
    replayWebhookDelivery: build.mutation<DeliveryOutcome, { webhookId: string; deliveryId: string }>({
      queryFn: queryFnFrom(({ deliveryId }) => replayWebhookDelivery(deliveryId)),
      invalidatesTags: (_result, _error, { webhookId }) => [logTag(webhookId)],
    }),
  }),
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

/** The webhook side of the attack matrix's world: the secret of webhook w1 (world-forms) and one logged delivery. */
export function webhooksWorld(inEvent: (path: string) => string): Record<string, Record<string, unknown>> {
  return {
    [inEvent('webhookSecrets/w1')]: { id: 'w1', secret: 'a'.repeat(64) },
    [inEvent('webhookDeliveries/d1')]: {
      id: 'd1',
      webhookId: 'w1',
      formId: 'open',
      trigger: 'submission',
      submissionId: 'subA',
      requestURL: 'https://hooks.test/secret-token',
      requestMethod: 'POST',
      requestFormat: 'JSON',
      payload: { company: 'Team A' },
      status: 'success',
      statusCode: 200,
      attempts: 1,
      durationMs: 12,
      response: '{}',
      error: '',
      createdAt: '2026-01-01T09:00:00.000Z',
      createdBy: 'member',
    },
    'localSettings/webhooks': { allowPrivateAddresses: false },
  };
}

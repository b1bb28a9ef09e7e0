import { describe, expect, it } from 'vitest';
import {
  backoffBefore,
  buildPayload,
  encodeRequest,
  newWebhook,
  payloadFieldSchema,
  prettyResponse,
  signedContent,
  webhookWriteSchema,
  WEBHOOK_FIELD_MESSAGES,
  type PayloadField,
  type WebhookClient,
} from './webhooks';

const client: WebhookClient = {
  userId: 'u1',
  firstName: 'Ada',
  surname: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.test',
  teamId: 't1',
  teamName: 'Engines Ltd',
};
const address = {
  addressLine1: '1 Mill Lane',
  addressLine2: '',
  city: 'Leeds',
  county: '',
  country: 'UK',
  postcode: 'LS1 1AA',
};
const name = { prefix: 'Dr', firstName: 'Ada', middleName: '', surname: 'Lovelace', postNominals: 'FRS' };
const field = (changes: Partial<PayloadField>): PayloadField =>
  payloadFieldSchema.parse({ targetId: 'key', ...changes });

describe('webhook payloads', () => {
  it('maps form fields, address and name keys, custom fields and client values', () => {
    const payload = buildPayload(
      [
        field({ targetId: 'company', sourceId: 'fCompany' }),
        field({ targetId: 'city', sourceId: 'fAddress', sourceType: 'address', nestedKey: 'city' }),
        field({ targetId: 'address', sourceId: 'fAddress', sourceType: 'address', nestedKey: 'fullAddress' }),
        field({ targetId: 'addressLine', sourceId: 'fAddress', sourceType: 'address', nestedKey: 'flatFullAddress' }),
        field({ targetId: 'name', sourceId: 'fName', sourceType: 'fullName', nestedKey: 'fullName' }),
        field({ targetId: 'nameLine', sourceId: 'fName', sourceType: 'fullName', nestedKey: 'flatFullName' }),
        field({ targetId: 'stand', category: 'customField', sourceId: 'cStand' }),
        field({ targetId: 'team', category: 'client', sourceId: 'teamName' }),
        field({ targetId: 'who', category: 'client', sourceId: 'email' }),
        field({ targetId: 'unanswered', sourceId: 'fMissing' }),
        field({ targetId: 'files', sourceId: 'fUpload' }),
      ],
      {
        values: {
          fCompany: 'Engines',
          fAddress: address,
          fName: name,
          fUpload: [
            { name: 'a.pdf', path: 'p', url: 'https://files.test/a.pdf', size: 1, contentType: 'application/pdf' },
          ],
        },
        customFields: { cStand: 'B12' },
        client,
      },
    );
    expect(payload).toEqual({
      company: 'Engines',
      city: 'Leeds',
      address,
      addressLine: '1 Mill Lane, Leeds, UK, LS1 1AA',
      name,
      nameLine: 'Dr Ada Lovelace FRS',
      stand: 'B12',
      team: 'Engines Ltd',
      who: 'ada@example.test',
      unanswered: '',
      files: [{ name: 'a.pdf', url: 'https://files.test/a.pdf' }],
    });
  });
});

describe('webhook requests', () => {
  const webhook = { ...newWebhook('w1', 'f1'), requestURL: 'https://hooks.test/in?k=1' };
  const payload = { company: 'A & B <Ltd>', address: { city: 'Leeds' }, tags: ['x', 'y'] };

  it('encodes JSON, XML and FORM bodies with their content types', () => {
    expect(encodeRequest(webhook, payload)).toEqual({
      url: webhook.requestURL,
      body: JSON.stringify(payload),
      headers: { 'Content-Type': 'application/json' },
    });
    const xml = encodeRequest({ ...webhook, requestFormat: 'XML' }, payload);
    expect(xml.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><payload><company>A &amp; B &lt;Ltd&gt;</company><address><city>Leeds</city></address><tags><item>x</item><item>y</item></tags></payload>',
    );
    expect(xml.headers['Content-Type']).toBe('application/xml');
    const form = encodeRequest({ ...webhook, requestFormat: 'FORM' }, payload);
    expect(new URLSearchParams(form.body).get('address[city]')).toBe('Leeds');
    expect(form.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('sends a Content-Type value as typed and Authorization only when it has a value', () => {
    expect(
      encodeRequest({ ...webhook, headerKey: 'Content-Type', headerValue: 'text/plain' }, payload).headers,
    ).toEqual({ 'Content-Type': 'text/plain' });
    expect(encodeRequest({ ...webhook, headerKey: 'Authorization', headerValue: '' }, payload).headers).toEqual({
      'Content-Type': 'application/json',
    });
    expect(
      encodeRequest({ ...webhook, headerKey: 'Authorization', headerValue: 'Bearer abc' }, payload).headers,
    ).toEqual({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it('puts a GET payload in the query string, which is what is signed', () => {
    const request = encodeRequest({ ...webhook, requestMethod: 'GET' }, { company: 'Engines' });
    expect(request.body).toBe('');
    expect(request.url).toBe('https://hooks.test/in?k=1&company=Engines');
    expect(signedContent(request)).toBe('k=1&company=Engines');
  });

  it('checks a webhook before it is written', () => {
    const problems = webhookWriteSchema
      .safeParse({
        ...webhook,
        name: '',
        requestURL: 'ftp://x',
        payloadFields: [field({ targetId: 'a' }), field({ targetId: 'a' })],
      })
      .error?.issues.map((issue) => issue.message);
    expect(problems).toEqual([
      WEBHOOK_FIELD_MESSAGES.name,
      WEBHOOK_FIELD_MESSAGES.requestURL,
      WEBHOOK_FIELD_MESSAGES.duplicateTarget,
    ]);
    expect(webhookWriteSchema.safeParse({ ...webhook, name: 'CRM' }).success).toBe(true);
  });

  it('waits 1 s then 2 s between attempts and pretty-prints JSON answers', () => {
    expect([1, 2, 3].map(backoffBefore)).toEqual([0, 1000, 2000]);
    expect(prettyResponse('{"ok":true}')).toBe('{\n  "ok": true\n}');
    expect(prettyResponse('plain')).toBe('plain');
  });
});

import { describe, expect, it } from 'vitest';
import { FIELD_GROUP_MESSAGES } from '../messages';
import { webhookSchema } from '../webhooks';
import { rewriteConfirmation, rewriteLogicMap, rewriteNotification, rewriteWebhook } from './duplicate';
import { confirmationSchema, formNotificationSchema } from './form';
import { logicMapSchema } from './logic';

const ids = new Map([
  ['a', 'A'],
  ['b', 'B'],
  ['c', 'C'],
]);

describe('rewriteLogicMap', () => {
  it('rewrites keys, sources, nested field ids, then and else; keeps custom sources and parts', () => {
    const map = logicMapSchema.parse({
      a: {
        rules: [
          { sourceId: 'b', nestedId: 'c' },
          { sourceId: 'vip', sourceType: 'custom' },
          { sourceId: 'b', nestedId: 'city' },
        ],
      },
      b: { rules: [{ sourceId: 'a' }], thenFieldId: 'c', elseFieldId: '' },
    });
    const copy = rewriteLogicMap(map, ids);
    expect(Object.keys(copy)).toEqual(['A', 'B']);
    expect(copy.A!.rules.map((rule) => [rule.sourceId, rule.nestedId])).toEqual([
      ['B', 'C'],
      ['vip', ''],
      ['B', 'city'],
    ]);
    expect([copy.B!.thenFieldId, copy.B!.elseFieldId]).toEqual(['C', '']);
  });

  it('copies a rule left at "Choose…" as it is instead of failing', () => {
    const map = logicMapSchema.parse({ a: { rules: [{ sourceId: '', sourceType: 'fieldId' }, { sourceId: 'b' }] } });
    expect(rewriteLogicMap(map, ids).A!.rules.map((rule) => rule.sourceId)).toEqual(['', 'B']);
  });

  it('fails with the exact message for each kind of missing id', () => {
    expect(() => rewriteLogicMap(logicMapSchema.parse({ z: {} }), ids)).toThrow(
      FIELD_GROUP_MESSAGES.noNewIdForLogicMapField,
    );
    expect(() => rewriteLogicMap(logicMapSchema.parse({ a: { rules: [{ sourceId: 'z' }] } }), ids)).toThrow(
      FIELD_GROUP_MESSAGES.noNewIdForSourceOrNested,
    );
    expect(() => rewriteLogicMap(logicMapSchema.parse({ a: { elseFieldId: 'z' } }), ids)).toThrow(
      FIELD_GROUP_MESSAGES.noNewIdForThenOrElse,
    );
  });
});

describe("a copied form's notifications, confirmations and webhooks", () => {
  it('point their email field, merge tags, rules and payload fields at the copy’s fields', () => {
    const notification = formNotificationSchema.parse({
      id: 'n1',
      formId: 'form',
      sendToType: 'field',
      sendTo: 'a',
      subjectLine: 'Order from {{field:b}}',
      message: '<p>{{field:a}}, {{ field:c.2.width }} and {{field:custom-text}}</p>',
      rules: [{ sourceId: 'b', sourceValue: 'yes' }],
    });
    const copy = rewriteNotification(notification, ids);
    expect([copy.sendTo, copy.subjectLine, copy.message]).toEqual([
      'A',
      'Order from {{field:B}}',
      '<p>{{field:A}}, {{ field:C.2.width }} and {{field:custom-text}}</p>',
    ]);
    expect(copy.rules[0]!.sourceId).toBe('B');
    // An email field inside a placed group is the group's field, shared by the copy.
    const inGroup = rewriteNotification({ ...notification, sendTo: 'group-email', sendToFieldGroupId: 'g1' }, ids);
    expect(inGroup.sendTo).toBe('group-email');

    const confirmation = rewriteConfirmation(
      confirmationSchema.parse({ id: 'c1', formId: 'form', message: 'Thanks {{field:a}}', rules: [{ sourceId: 'c' }] }),
      ids,
    );
    expect([confirmation.message, confirmation.rules[0]!.sourceId]).toEqual(['Thanks {{field:A}}', 'C']);

    const webhook = rewriteWebhook(
      webhookSchema.parse({
        id: 'w1',
        parentId: 'form',
        rules: [{ sourceId: 'a', sourceValue: 'x' }],
        payloadFields: [
          { category: 'field', targetId: 'size', sourceId: 'b' },
          { category: 'customField', targetId: 'vip', sourceId: 'vip-field' },
          { category: 'client', targetId: 'who', sourceId: 'email' },
        ],
      }),
      ids,
    );
    expect(webhook.rules[0]!.sourceId).toBe('A');
    expect(webhook.payloadFields.map((field) => field.sourceId)).toEqual(['B', 'vip-field', 'email']);
  });
});

import { describe, expect, it } from 'vitest';
import { FIELD_GROUP_MESSAGES } from '../messages';
import { rewriteLogicMap } from './duplicate';
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

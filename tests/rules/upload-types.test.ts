import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ALLOWED_UPLOAD_MIME_TYPES } from '../../src/domain/constants';
import { FORM_UPLOAD_GROUPS } from '../../src/domain/file-types';

// storage.rules cannot import the domain's list of upload types, so it spells them out; this keeps
// the two in step (a type the portal accepts but the rules refuse would fail every such upload).
// SVGs are on both lists but the rules take them only from the storeSvgFile callable (notAnSvg).
describe('storage.rules upload types', () => {
  it('are exactly the content types the portal accepts', async () => {
    const rules = await readFile(new URL('../../storage.rules', import.meta.url), 'utf8');
    const list = /function isAllowedType\(\) \{\s*return request\.resource\.contentType in \[([^\]]*)\]/.exec(
      rules,
    )?.[1];
    expect(list).toBeDefined();
    const inRules = [...list!.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect([...inRules].sort()).toEqual([...ALLOWED_UPLOAD_MIME_TYPES].sort());
  });

  it("take, for each of a form upload field's groups, exactly the group's extensions (and never svg)", async () => {
    const rules = await readFile(new URL('../../storage.rules', import.meta.url), 'utf8');
    const quoted = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    const inRules = Object.fromEntries(
      [...rules.matchAll(/groups\.hasAny\(\[([^\]]*)\]\) && extension in \[([^\]]*)\]/g)].map((match) => [
        quoted(match[1]!)[0],
        quoted(match[2]!),
      ]),
    );
    const inDomain = Object.fromEntries(
      Object.entries(FORM_UPLOAD_GROUPS).map(([group, { extensions }]) => [group, [...extensions]]),
    );
    expect(inRules).toEqual(inDomain);
    expect(Object.values(inRules).flat()).not.toContain('svg');
  });
});

import { describe, expect, it } from 'vitest';
import { MISSING_ID_MESSAGES } from '../../../src/domain/messages';
import { rollbackOwner } from './upsert-owner';

describe('rollbackOwner', () => {
  it("refuses an empty user id with the spec's 'User ID is empty', before touching anything", async () => {
    await expect(
      rollbackOwner('demo-event', {
        uid: '',
        isNew: true,
        previousEventUser: null,
        profileHadEvent: false,
        tenantId: undefined,
      }),
    ).rejects.toThrow(MISSING_ID_MESSAGES.userIdEmpty);
  });
});

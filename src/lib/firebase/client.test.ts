import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../domain/messages';
import { firebaseClient } from './client';

describe('firebaseClient', () => {
  it("answers 'Client not found' with the reason when the build has no Firebase configuration", () => {
    // The unit tests run without VITE_FIREBASE_* variables, as a build without a .env would.
    expect(() => firebaseClient()).toThrow(TEAM_MESSAGES.clientNotFound);
    expect(() => firebaseClient()).toThrow(/configuration is incomplete/);
  });
});

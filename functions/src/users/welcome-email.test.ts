import { describe, expect, it } from 'vitest';
import { welcomeKind } from './welcome-email';

describe('welcomeKind', () => {
  it('sends a new account the family template and an existing one its Existing variant', () => {
    expect(welcomeKind({ isNewAccount: true })).toBe('welcome');
    expect(welcomeKind({ isNewAccount: false })).toBe('welcomeExisting');
    expect(welcomeKind({ family: 'welcomeTeamMember', isNewAccount: true })).toBe('welcomeTeamMember');
    expect(welcomeKind({ family: 'welcomeTeamMember', isNewAccount: false })).toBe('welcomeTeamMemberExisting');
    expect(welcomeKind({ family: 'standShareWelcome', isNewAccount: false })).toBe('standShareWelcomeExisting');
  });

  it('sends the reminder as welcomeChaser whatever the account', () => {
    expect(welcomeKind({ isNewAccount: false }, true)).toBe('welcomeChaser');
    expect(welcomeKind({ family: 'standShareWelcome', isNewAccount: true }, true)).toBe('welcomeChaser');
  });
});

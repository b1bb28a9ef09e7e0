import { describe, expect, it } from 'vitest';
import {
  BANNER_DEFAULTS,
  connectivityFailureMessage,
  emailBatchFailureMessage,
  ERROR_SCREEN_TEXT,
  friendlyAuthMessage,
  MISSING_ID_MESSAGES,
  moreItemsText,
  noTeamForUserMessage,
  paginationRangeText,
  STORAGE_MESSAGES,
  teamTypeRestrictionHint,
  TEAM_MESSAGES,
  UNKNOWN_ERROR_MESSAGE,
} from './messages';

describe('friendlyAuthMessage', () => {
  it.each([
    ['auth/wrong-password', 'The password provided is incorrect.'],
    ['auth/invalid-credential', 'The password provided is incorrect.'],
    ['auth/user-not-found', 'No user found with the provided identifier.'],
    ['auth/too-many-requests', 'Too many requests. Please try again later.'],
    ['auth/email-already-in-use', 'The email address is already in use by another account.'],
    ['auth/weak-password', 'The password provided is too weak.'],
    ['auth/requires-recent-login', 'Please log in again to perform this operation.'],
    ['auth/network-request-failed', 'A network request failed. Please check your connection and try again.'],
    ['auth/user-disabled', 'The user account has been disabled.'],
  ])('%s → %s', (code, message) => {
    expect(friendlyAuthMessage(code)).toBe(message);
  });

  it('falls back to the unknown message', () => {
    expect(friendlyAuthMessage('auth/something-new')).toBe('An unknown error occurred. Please try again.');
    expect(friendlyAuthMessage(undefined)).toBe('An unknown error occurred. Please try again.');
    expect(friendlyAuthMessage('toString')).toBe('An unknown error occurred. Please try again.');
  });
});

describe('connectivityFailureMessage', () => {
  it('asks to verify the VPN or firewall, then names the support address', () => {
    const message = connectivityFailureMessage('help@expo.test');
    expect(message).toMatch(/VPN or firewall/);
    expect(message.indexOf('help@expo.test')).toBeGreaterThan(message.indexOf('VPN or firewall'));
  });

  it('says support when there is no address', () => {
    expect(connectivityFailureMessage()).toMatch(/contact support\.$/);
    expect(connectivityFailureMessage('  ')).toMatch(/contact support\.$/);
  });
});

describe('emailBatchFailureMessage', () => {
  it("formats 'Failed to send N emails: Email i: code - message'", () => {
    expect(
      emailBatchFailureMessage([
        { ErrorCode: 0, Message: 'OK' },
        { ErrorCode: 300, Message: 'Invalid email request' },
      ]),
    ).toBe('Failed to send 1 emails: Email 2: 300 - Invalid email request');
  });

  it('lists several failures', () => {
    expect(
      emailBatchFailureMessage([
        { ErrorCode: 406, Message: 'Inactive recipient' },
        { ErrorCode: 0, Message: 'OK' },
        { ErrorCode: 300, Message: 'Invalid' },
      ]),
    ).toBe('Failed to send 2 emails: Email 1: 406 - Inactive recipient; Email 3: 300 - Invalid');
  });

  it('is undefined when every email was sent', () => {
    expect(emailBatchFailureMessage([{ ErrorCode: 0, Message: 'OK' }])).toBeUndefined();
    expect(emailBatchFailureMessage([])).toBeUndefined();
  });
});

describe('catalogue texts', () => {
  it('keeps the banner defaults and error screen texts', () => {
    expect(BANNER_DEFAULTS).toEqual({
      error: 'Something went wrong. Please try again later',
      success: 'Your updates have been successfully saved',
      info: 'Information',
      warning: 'Warning',
    });
    expect(ERROR_SCREEN_TEXT.title).toBe('Something Went Wrong');
    expect(UNKNOWN_ERROR_MESSAGE).toBe('An unknown error occurred');
  });

  it('keeps the storage and missing-id messages', () => {
    expect(STORAGE_MESSAGES.notAnImage).toBe('File Is NOT Image!');
    expect(STORAGE_MESSAGES.invalidFileAsset).toBe('Invalid fileasset');
    expect(STORAGE_MESSAGES.pdfUploadFailed).toBe('An unknown error occurred whilst processing PDF uploads');
    expect(MISSING_ID_MESSAGES.teamIdEmpty).toBe('Team ID is empty');
    expect(MISSING_ID_MESSAGES.userIdNull).toBe('userId is null');
  });

  it('keeps the team messages', () => {
    expect(TEAM_MESSAGES.teamHasStandShares).toBe("Can't delete a team with stand shares still in it");
    expect(TEAM_MESSAGES.cantSelfDelete).toBe("Can't self delete");
    expect(noTeamForUserMessage('u1')).toBe('No team found for user with ID u1');
  });

  it('formats list texts', () => {
    expect(paginationRangeText(101, 200, 250)).toBe('Showing 101 to 200 of 250 items');
    expect(moreItemsText(3)).toBe('+ 3 more');
    expect(teamTypeRestrictionHint(2)).toBe('This is only applicable to 2 team type(s)');
  });
});

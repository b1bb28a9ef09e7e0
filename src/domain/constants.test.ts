import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants', () => {
  it('sizes images and their JPEG quality', () => {
    expect(constants.IMAGE_VARIANTS).toEqual({
      large: { width: 1920, height: 1280 },
      medium: { width: 1440, height: 960 },
      small: { width: 960, height: 640 },
      thumb: { width: 480, height: 320 },
    });
    expect(constants.IMAGE_JPEG_QUALITY).toBe(80);
    expect(constants.SUPPLIER_LOGO).toEqual({ width: 256, height: 256, mimeType: 'image/png', quality: 80 });
  });

  it('keeps the theme, contrast and layout numbers', () => {
    expect(constants.DARK_BRIGHTNESS_THRESHOLD).toBe(128);
    expect(constants.BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(constants.ADMIN_ASIDE_MIN_WIDTH).toBe(1200);
  });

  it('keeps the list, delete, lock and batch numbers', () => {
    expect(constants.FEATURED_PAGE_COUNTS).toEqual([0, 4, 8]);
    expect(constants.BANNER_AUTO_HIDE_MS).toBe(3000);
    expect(constants.PAGE_SIZE).toBe(100);
    expect(constants.TOOLTIP_MAX_ITEMS).toBe(5);
    expect(constants.DELETE_CONFIRM_KEYWORD).toBe('CONFIRM');
    expect(constants.DELETE_ACTION_DELAY_MS).toBe(500);
    expect(constants.LOCK_LIFETIME_MS).toBe(300_000);
    expect(constants.BATCH_WRITE_LIMIT).toBe(500);
    expect(constants.CARD_LAYOUT_SIZE).toBe(6);
    expect(constants.DEFAULT_UPLOAD_LIMIT_MB).toBe(50);
  });

  it('picks one value for each default the readings disagree on', () => {
    expect(constants.DEFAULT_TEAM_MEMBER_LIMIT).toBe(10);
    expect(constants.DEFAULT_TASK_REMINDERS_ENABLED).toBe(false);
    expect(constants.DEFAULT_SHOW_GREETING).toBe(true);
    expect(constants.DEFAULT_SHOW_SIGNATURE).toBe(true);
    expect(constants.DEFAULT_DUE_SOON_DAYS).toBe(30);
    expect(constants.DEFAULT_CURRENCY_ID).toBe('GBP');
  });

  it('lists the fixed vocabularies', () => {
    expect(constants.TASK_TYPES).toEqual(['task', 'form', 'externalForm', 'pdfForm', 'upload', 'disclaimer', 'tbc']);
    expect(constants.CALLOUT_VARIANTS).toEqual(['default', 'warning', 'danger', 'success']);
    expect(constants.CONTENT_BLOCK_TYPES).toHaveLength(11);
    expect(constants.TASK_REMINDER_RECIPIENTS).toEqual(['all-users', 'admin', 'team-leader']);
    expect(constants.NOTIFICATION_STATUSES).toEqual(['draft', 'pushed', 'scheduled', 'sent', 'failed']);
    expect(constants.NOTIFICATION_STATUS_LABELS.pushed).toBe('Published');
    expect(constants.NOTIFICATION_STATUS_LABELS.sent).toBe('Published & Emailed');
    expect(constants.EMAIL_EVENT_TYPES).toEqual([
      'delivery', 'bounce', 'spamComplaint', 'open', 'click', 'subscriptionChange', 'pending',
    ]);
    expect(constants.EMAIL_TEMPLATE_KINDS).toContain('verifyPasswordChange');
    expect(constants.EMAIL_TEMPLATE_KINDS).toContain('welcomeChaserExisting');
    expect(constants.FILE_FILTER_GROUPS).toEqual(['Images', 'Videos', 'Documents', 'Files', 'Other']);
    expect(constants.RECOGNISED_FILE_TYPES).toHaveLength(14);
  });

  it('keeps the risk score configuration', () => {
    expect(constants.RISK_LEVELS).toEqual(['low', 'medium', 'high', 'critical']);
    expect(constants.RISK_LEVEL_CEILINGS).toEqual({ low: 25, medium: 60, high: 85, critical: 100 });
    expect(constants.RISK_SCORE_CONFIG.taskUrgencyWeights).toEqual({ overdue: 1, dueSoon: 0.5, pending: 0 });
    expect(constants.RISK_SCORE_CONFIG.inactivityBumps.map((b) => [b.overDays, b.bump])).toEqual([
      [14, 0.1], [30, 0.2], [60, 0.3],
    ]);
    expect(constants.RISK_SCORE_CONFIG.caps.neverLoggedMax).toBe(0.75);
    expect(constants.RISK_SCORE_CONFIG.minTaskCountForFullWeight).toBe(10);
    expect(constants.ACTIVITY_WINDOWS).toEqual({ activeWithinDays: 7, inactiveBeyondDays: 14 });
  });

  it('keeps the platform values', () => {
    expect(constants.APP_VERSION).toBe('10.10.0');
    expect(constants.FUNCTIONS_REGION).toBe('europe-west2');
    expect(constants.SENTRY_SAMPLE_RATES).toEqual({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });
});

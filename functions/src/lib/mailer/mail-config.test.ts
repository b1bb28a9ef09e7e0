import { describe, expect, it } from 'vitest';
import { readMailConfig } from './mail-config';

describe('readMailConfig', () => {
  it('uses the local mail catcher in the Functions emulator', () => {
    expect(readMailConfig({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      transport: 'smtp',
      defaultFrom: 'Eventflow <notifications@eventflow.local>',
      smtp: { host: '127.0.0.1', port: 1025 },
    });
    expect(
      readMailConfig({ FUNCTIONS_EMULATOR: 'true', SMTP_HOST: 'mail', SMTP_PORT: '2525', MAIL_FROM: 'me@x.co' }),
    ).toEqual({
      transport: 'smtp',
      defaultFrom: 'me@x.co',
      smtp: { host: 'mail', port: 2525 },
    });
  });

  it('uses Postmark when deployed, and only with a token and a sender', () => {
    expect(readMailConfig({ POSTMARK_SERVER_TOKEN: 'token', MAIL_FROM: 'events@x.co' })).toEqual({
      transport: 'postmark',
      defaultFrom: 'events@x.co',
      postmarkServerToken: 'token',
    });
    expect(() => readMailConfig({ MAIL_FROM: 'events@x.co' })).toThrow('POSTMARK_SERVER_TOKEN must be set');
    expect(() => readMailConfig({ POSTMARK_SERVER_TOKEN: 'token' })).toThrow('MAIL_FROM must be set');
  });

  it('follows MAIL_TRANSPORT over the default', () => {
    expect(readMailConfig({ MAIL_TRANSPORT: 'smtp' }).transport).toBe('smtp');
    expect(
      readMailConfig({
        MAIL_TRANSPORT: 'postmark',
        FUNCTIONS_EMULATOR: 'true',
        POSTMARK_SERVER_TOKEN: 't',
        MAIL_FROM: 'a@x.co',
      }).transport,
    ).toBe('postmark');
    expect(() => readMailConfig({ MAIL_TRANSPORT: 'sendgrid' })).toThrow(
      'MAIL_TRANSPORT must be "smtp" or "postmark", not "sendgrid"',
    );
    expect(() => readMailConfig({ MAIL_TRANSPORT: 'smtp', SMTP_PORT: 'twenty' })).toThrow(
      'SMTP_PORT must be a port number',
    );
  });
});

import type { CallableRequest } from 'firebase-functions/https';
import {
  sendEmailBatchWithTemplateCallable,
  sendEmailBatchWithTemplatePublicCallable,
  sendEmailCallable,
} from '../../../src/domain/email-callables';
import { escapeHtml } from '../../../src/domain/email-templates';
import { USER_NOT_FOUND } from '../../../src/domain/messages';
import { eventUser } from '../auth/accounts';
import { sendSubmissionNotifications, type CallOrigin } from '../form-notifications/submission-notifications';
import { callerAddress } from '../lib/caller-address';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { getMailer } from '../lib/mailer/get-mailer';
import { assertAllSent } from '../lib/mailer/mailer';

/** The browser and network address of a call, for the email log. */
function callOrigin(rawRequest: CallableRequest['rawRequest']): CallOrigin {
  const userAgent = rawRequest.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' ? userAgent : undefined, ipAddress: callerAddress(rawRequest) };
}

/** An admin's plain email to one address; logged against targetUserId (a user of the event) when given. */
export const sendEmail = defineCallable({
  input: sendEmailCallable.input,
  output: sendEmailCallable.output,
  minRole: 'admin',
  rateLimit: 'sendEmail',
  handler: async ({ input, eventId, rawRequest }) => {
    if (input.targetUserId && !(await eventUser(eventId, input.targetUserId)))
      throw new DomainError(USER_NOT_FOUND, 'not-found');
    const paragraphs = input.message
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`);
    const results = await getMailer().send([
      {
        to: input.to,
        subject: input.subject,
        text: input.message,
        html: paragraphs.join('\n'),
        metadata: { eventId, userId: input.targetUserId, templateId: 'sendEmail', ...callOrigin(rawRequest) },
      },
    ]);
    assertAllSent(results);
    const [result] = results;
    return { ErrorCode: result!.ErrorCode, Message: result!.Message, To: result!.To };
  },
});

/** The form notifications of a team's (or, for organisers, any team's) stored submission. */
export const sendEmailBatchWithTemplate = defineCallable({
  input: sendEmailBatchWithTemplateCallable.input,
  output: sendEmailBatchWithTemplateCallable.output,
  minRole: 'user',
  rateLimit: 'sendEmailBatchWithTemplate',
  handler: async ({ input, uid, eventId, rawRequest }) => {
    const { kind, results } = await sendSubmissionNotifications(
      eventId,
      input.submissionId,
      { kind: 'member', uid },
      callOrigin(rawRequest),
    );
    return { kind, results: results.map(({ ErrorCode, Message, To }) => ({ ErrorCode, Message, To })) };
  },
});

/** The form notifications of a guest's stored submission (no sign-in; rate-limited per address). */
export const sendEmailBatchWithTemplatePublic = defineCallable({
  public: true,
  input: sendEmailBatchWithTemplatePublicCallable.input,
  output: sendEmailBatchWithTemplatePublicCallable.output,
  rateLimit: 'sendEmailBatchWithTemplatePublic',
  handler: async ({ input, rawRequest }) => {
    const { kind, results } = await sendSubmissionNotifications(
      input.eventId,
      input.submissionId,
      { kind: 'guest' },
      callOrigin(rawRequest),
    );
    return { kind, results: results.map(({ ErrorCode, Message, To }) => ({ ErrorCode, Message, To })) };
  },
});

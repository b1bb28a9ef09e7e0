import * as z from 'zod/mini';
import { callable } from './callables';
import { emailSchema, idSchema, requiredText, trimmedText } from './schema-fields';
import { IMPORT_ROWS_PER_CALL, importCheckRecordSchema, importRowSchema } from './team-import';

// The users admin's and the team import's callables (spec 002 §7). Every payload also carries
// eventId and invokingUser, which callFunction adds and defineCallable checks.

const eventScoped = { eventId: z.string().check(z.minLength(1)), invokingUser: z.optional(z.string()) };

/** A person to create or update in the event. */
export const upsertUserEntrySchema = z.object({
  email: emailSchema,
  firstName: requiredText(),
  surname: requiredText(),
  /** The person's team in this event ('' for organiser staff); left unchanged on an existing event user when omitted. */
  teamId: z.optional(z.string().check(z.trim())),
  /** Named in the welcome email. */
  teamName: trimmedText(),
});

/**
 * Bulk owner upsert: creates missing accounts and event users and sends each person a welcome
 * email, the set-password welcome to a new account and the existing-account welcome (with a login
 * link) to an existing one. Every entry answers its own outcome; one failure does not stop the rest.
 */
export const upsertUserCallable = callable(
  'upsertUser_MULTI',
  z.object({
    ...eventScoped,
    users: z.array(upsertUserEntrySchema).check(z.minLength(1), z.maxLength(100)),
    sendWelcome: z._default(z.boolean(), true),
  }),
  z.object({
    results: z.array(
      z.object({ email: z.string(), uid: z.string(), isNew: z.boolean(), emailSent: z.boolean(), error: z.string() }),
    ),
  }),
);

/**
 * Deletes a person from the event after handing their work to another user of the event: comments
 * and replies, task statuses (authorship and assignments), submissions and team ownership. Then the
 * event user and the event in the profile go; the Auth account goes too unless the profile still
 * lists another event. "Can't self delete" when the target is the caller.
 */
export const cleanupAndTransferUserCallable = callable(
  'cleanupAndTransferUser',
  z.object({ ...eventScoped, targetUserId: idSchema, transferToUserId: idSchema }),
  z.object({
    transferred: z.object({
      comments: z.number(),
      replies: z.number(),
      taskStatuses: z.number(),
      submissions: z.number(),
      teams: z.number(),
    }),
    authUserDeleted: z.boolean(),
  }),
);

/** Sends a person the welcome reminder (welcomeChaser) with a fresh set-password link. */
export const sendWelcomeChaserCallable = callable(
  'sendWelcomeChaser',
  z.object({ ...eventScoped, targetUserId: idSchema }),
  z.object({ to: z.string() }),
);

/** Deletes a person without transferring anything (their records keep the old id). "Can't self delete". */
export const deleteUserCallable = callable(
  'deleteUser_LEGACY',
  z.object({ ...eventScoped, targetUserId: idSchema }),
  z.object({ authUserDeleted: z.boolean() }),
);

/**
 * Ours: rows of the team import (up to IMPORT_ROWS_PER_CALL), done server-side so that a failed row
 * can be rolled back with admin rights and nothing half-made is left when the browser closes mid-row.
 * Answers each row's import check record in the rows' order; it never throws for a row's own failure.
 */
export const importTeamRowsCallable = callable(
  'importTeamRows',
  z.object({ ...eventScoped, rows: z.array(importRowSchema).check(z.minLength(1), z.maxLength(IMPORT_ROWS_PER_CALL)) }),
  z.array(importCheckRecordSchema),
);

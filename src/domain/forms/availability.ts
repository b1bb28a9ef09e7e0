import { formatDateTimeWithZone } from '../event-time';
import type { Form } from './form';

// Ours (beyond the spec): a form may open and close at set times and take a limited number of
// entries. An entry is a sent submission (isSentSubmission): drafts are not entries, and changing
// a sent submission is not a new one. The fill-in screens show why a form cannot be sent, and the
// rules and the guest callable refuse with the same words.

/** What a team member or guest reads instead of the form's questions. */
export const FORM_AVAILABILITY_MESSAGES = {
  opensOn: (when: string) => `This form opens on ${when}.`,
  closedOn: (when: string) => `This form closed on ${when}.`,
  teamEntrySent: 'Your team has already sent this form. It takes one entry per team.',
  full: 'This form is full: it has received all the entries it takes.',
} as const;

/** Why a form takes no answers now, with the message to show; undefined while it takes them. */
export interface FormUnavailability {
  reason: 'notOpenYet' | 'closed' | 'teamEntrySent' | 'full';
  message: string;
}

export type FormLimits = Pick<Form, 'opensAt' | 'closesAt' | 'isOnePerTeam' | 'entryLimit'>;

/** Whether `now` is before the opening or at or after the closing time, said in the event's zone. */
export function formWindowProblem(form: FormLimits, now: Date, zone: string): FormUnavailability | undefined {
  if (form.opensAt && now.getTime() < Date.parse(form.opensAt))
    return {
      reason: 'notOpenYet',
      message: FORM_AVAILABILITY_MESSAGES.opensOn(formatDateTimeWithZone(form.opensAt, zone)),
    };
  if (form.closesAt && now.getTime() >= Date.parse(form.closesAt))
    return {
      reason: 'closed',
      message: FORM_AVAILABILITY_MESSAGES.closedOn(formatDateTimeWithZone(form.closesAt, zone)),
    };
  return undefined;
}

/** Entries already sent: by the form in all, and by the team filling in (undefined for a guest). */
export interface EntriesSent {
  total: number;
  byTeam?: number;
}

/** Whether the form's caps are reached for one more entry. */
export function formCapProblem(form: FormLimits, sent: EntriesSent): FormUnavailability | undefined {
  if (form.isOnePerTeam && (sent.byTeam ?? 0) > 0)
    return { reason: 'teamEntrySent', message: FORM_AVAILABILITY_MESSAGES.teamEntrySent };
  if (form.entryLimit > 0 && sent.total >= form.entryLimit)
    return { reason: 'full', message: FORM_AVAILABILITY_MESSAGES.full };
  return undefined;
}

/** Why a new entry cannot be sent now (the time window first, then the caps), or undefined when it can. */
export function newEntryProblem(
  form: FormLimits,
  now: Date,
  zone: string,
  sent: EntriesSent,
): FormUnavailability | undefined {
  return formWindowProblem(form, now, zone) ?? formCapProblem(form, sent);
}

/** The id a team's one submission to a one-per-team form takes, so a second entry cannot be created beside it. */
export function onePerTeamSubmissionId(formId: string, teamId: string): string {
  return `${formId}--${teamId}`;
}

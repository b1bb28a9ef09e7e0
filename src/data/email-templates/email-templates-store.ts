import { EMAIL_TEMPLATE_KINDS } from '../../domain/constants';
import {
  defaultEmailTemplate,
  emailTemplateSchema,
  emailTemplateWriteSchema,
  isCustomisedEmailTemplate,
  isEmailTemplateKind,
  type EmailTemplate,
} from '../../domain/email-templates';
import { EMAIL_TEMPLATE_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import {
  commitInBatches,
  parseDocuments,
  readCollection,
  readDocument,
  withUpdateStamp,
} from '../../lib/firebase/documents';

/** A template as the admin screens show it: the stored one, or the kind's default when none is stored. */
export type EmailTemplateEntry = EmailTemplate & {
  /** Whether its subject or body differ from the default. */
  isCustomised: boolean;
};

/** What the editor saves: the audit fields are stamped here. */
export type EmailTemplateDraft = Pick<EmailTemplate, 'id' | 'subject' | 'body'>;

function entry(template: EmailTemplate): EmailTemplateEntry {
  return { ...template, isCustomised: isCustomisedEmailTemplate(template) };
}

/** Every kind, in the kinds' order: the stored template or the default. Invalid documents are dropped (and reported) and read as the default. */
export async function listEmailTemplates(): Promise<EmailTemplateEntry[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('emailTemplates'));
  const stored = new Map(
    parseDocuments(emailTemplateSchema, 'emailTemplate', snapshots).map((template) => [template.id, template]),
  );
  return EMAIL_TEMPLATE_KINDS.map((kind) => entry(stored.get(kind) ?? defaultEmailTemplate(kind)));
}

/** One kind's template; an unknown kind fails with 'Unknown email template', an invalid stored one falls back to the default. */
export async function getEmailTemplate(kind: string): Promise<EmailTemplateEntry> {
  if (!isEmailTemplateKind(kind)) throw new Error(EMAIL_TEMPLATE_MESSAGES.unknownTemplateKind);
  const snapshot = await readDocument(firebaseClient().paths.doc('emailTemplates', kind));
  if (!snapshot.exists()) return entry(defaultEmailTemplate(kind));
  const [template] = parseDocuments(emailTemplateSchema, 'emailTemplate', [snapshot]);
  return entry(template ?? defaultEmailTemplate(kind));
}

/**
 * Saves a kind's subject and body at events/{eventId}/emailTemplates/{kind}, stamped. The text
 * must use only the kind's variables and keep its required link; the first problem is the error.
 */
export async function updateEmailTemplate(
  draft: EmailTemplateDraft,
  previous?: EmailTemplate,
): Promise<EmailTemplateEntry> {
  const stamped = withUpdateStamp({ ...previous, ...draft });
  // A default never stored has no creation stamp: this save creates it.
  const data = {
    ...stamped,
    createdAt: stamped.createdAt || stamped.updatedAt,
    createdBy: stamped.createdBy || stamped.updatedBy,
  };
  const result = emailTemplateWriteSchema.safeParse(data);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? EMAIL_TEMPLATE_MESSAGES.invalidTemplate);
  await commitInBatches([
    { type: 'set', path: firebaseClient().paths.doc('emailTemplates', result.data.id), data: result.data },
  ]);
  return entry(emailTemplateSchema.parse(result.data));
}

import { isEmailTemplateKind, sampleEmailVariables, welcomeParagraphsText } from '../../../domain/email-templates';
import { useSettings } from '../../../data/settings/settings-api';

/**
 * Values for a template preview: samples, with the event's own name, support address and welcome
 * paragraphs where they are set, so the preview reads like the real email.
 */
export function usePreviewVariables(kind: string): Record<string, string> {
  const { data: event } = useSettings('event');
  const { data: emails } = useSettings('emails');
  const { data: welcome } = useSettings('welcomeEmail');
  if (!isEmailTemplateKind(kind)) return {};
  const variables = sampleEmailVariables(kind);
  if (event?.eventName && 'eventName' in variables) variables.eventName = event.eventName;
  if (emails?.supportEmail && 'supportEmail' in variables) variables.supportEmail = emails.supportEmail;
  if (welcome && 'welcomeParagraphs' in variables) variables.welcomeParagraphs = welcomeParagraphsText(welcome);
  return variables;
}

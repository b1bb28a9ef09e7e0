import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import {
  DEFAULT_ONBOARDING_SALUTATION,
  DEFAULT_ONBOARDING_TITLE,
  DEFAULT_SHOW_GREETING,
  DEFAULT_SHOW_SIGNATURE,
  DEFAULT_VIDEO_SOURCE_TYPE,
  VIDEO_SOURCE_TYPES,
} from '../constants';
import { flag, idSchema, trimmedText } from '../schema-fields';

export const onboardingSettingsSchema = z.object({
  id: z._default(idSchema, 'onboarding'),
  showOnboarding: flag(false),
  showGreeting: flag(DEFAULT_SHOW_GREETING),
  showSignature: flag(DEFAULT_SHOW_SIGNATURE),
  showSurname: flag(false),
  title: trimmedText(DEFAULT_ONBOARDING_TITLE),
  description: trimmedText(),
  salutation: trimmedText(DEFAULT_ONBOARDING_SALUTATION),
  /** A YouTube shortcode or a numeric Vimeo id, per videoSourceType. */
  videoUrl: trimmedText(),
  videoSourceType: z._default(z.enum(VIDEO_SOURCE_TYPES), DEFAULT_VIDEO_SOURCE_TYPE),
  ...auditFieldsSchema.shape,
});
export type OnboardingSettings = z.output<typeof onboardingSettingsSchema>;

import type * as z from 'zod/mini';
import { SETTINGS_INVALID_MESSAGES, SETTINGS_MISSING_MESSAGES } from '../messages';
import { brandingSettingsSchema } from './branding-settings';
import { emailsSettingsSchema } from './emails-settings';
import { eventSettingsSchema } from './event-settings';
import { featuredSettingsSchema, featuredSettingsWriteSchema } from './featured-settings';
import { onboardingSettingsSchema } from './onboarding-settings';
import { terminologySettingsSchema } from './terminology-settings';
import { variablesSettingsSchema } from './variables-settings';
import { welcomeEmailSettingsSchema } from './welcome-email-settings';

/**
 * The eight settings documents of an event (events/{eventId}/settings/{kind}); each document's id
 * is its kind. Reading applies `settingsSchemas` (trim, defaults, numeric ids to text) and fails
 * the load on a bad document with SETTINGS_PARSE_FAILED; writing checks `settingsWriteSchemas` and throws the kind's message.
 */
export const SETTINGS_KINDS = [
  'branding',
  'emails',
  'event',
  'featured',
  'onboarding',
  'terminology',
  'variables',
  'welcomeEmail',
] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

/** Documents whose stored id must equal their kind (the others default to it). */
export const FIXED_ID_SETTINGS_KINDS = [
  'terminology',
  'event',
  'branding',
  'emails',
] as const satisfies readonly SettingsKind[];

export const settingsSchemas = {
  branding: brandingSettingsSchema,
  emails: emailsSettingsSchema,
  event: eventSettingsSchema,
  featured: featuredSettingsSchema,
  onboarding: onboardingSettingsSchema,
  terminology: terminologySettingsSchema,
  variables: variablesSettingsSchema,
  welcomeEmail: welcomeEmailSettingsSchema,
} as const satisfies Record<SettingsKind, z.core.$ZodType>;

/** Only featured pages adds a rule on saving (0, 4 or 8 pages); the others save what they read. */
export const settingsWriteSchemas = {
  ...settingsSchemas,
  featured: featuredSettingsWriteSchema,
} as const satisfies Record<SettingsKind, z.core.$ZodType>;

export type Settings<K extends SettingsKind> = z.output<(typeof settingsSchemas)[K]>;
export type AnySettings = Settings<SettingsKind>;

export function isSettingsKind(value: unknown): value is SettingsKind {
  return typeof value === 'string' && (SETTINGS_KINDS as readonly string[]).includes(value);
}

/** The message thrown when a document of this kind fails its check before a write. */
export function settingsInvalidMessage(kind: SettingsKind): string {
  return SETTINGS_INVALID_MESSAGES[kind];
}

/** The message of the error when the document of this kind does not exist. */
export function settingsMissingMessage(kind: SettingsKind): string {
  return SETTINGS_MISSING_MESSAGES[kind];
}

/** A complete document of this kind holding only defaults: what a new event is seeded with. */
export function settingsDefaults<K extends SettingsKind>(kind: K): Settings<K> {
  return settingsSchemas[kind].parse({}) as Settings<K>;
}

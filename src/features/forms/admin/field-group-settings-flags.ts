import type { SettingsFlag } from './settings-form';

/** The switch of a field group's settings. */
export const FIELD_GROUP_SETTINGS_FLAGS: readonly SettingsFlag<'isPublished'>[] = [
  { key: 'isPublished', label: 'Published', hint: 'Offered when an organiser places a template in a form.' },
];

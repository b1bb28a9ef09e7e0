import type { FormSettings } from '../../../domain/forms/form';
import type { SettingsFlag } from './settings-form';

/** The switches of a form's settings. */
export const FORM_SETTINGS_FLAGS: readonly SettingsFlag<'isPublished' | 'isPublic' | 'isEditable'>[] = [
  { key: 'isPublished', label: 'Published', hint: 'Teams see the form in their list and can fill it in.' },
  {
    key: 'isPublic',
    label: 'Public (guest form)',
    hint: 'Anyone with the link can fill it in without signing in, while it is published.',
  },
  {
    key: 'isEditable',
    label: 'Editable after submitting',
    hint: 'Teams can reopen their submission and change their answers.',
  },
] satisfies readonly SettingsFlag<keyof FormSettings & string>[];

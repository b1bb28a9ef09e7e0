import type { Settings, SettingsKind } from '../../domain/settings/settings-documents';
import { DEFAULT_TERMINOLOGY, type Terminology } from '../../domain/terminology';
import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const settingsStore = lazyStore(() => import('./settings-store'));

/**
 * The eight settings documents, shared by every area (the shell reads branding and terminology,
 * content reads featured, tasks read variables...). Tagged per kind so a save refreshes exactly it.
 */
export const settingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    settings: query(settingsStore.getSettings, (_result, _error, kind) => [{ type: 'Setting', id: kind }]),
    updateSettings: mutation(
      ({ kind, settings }: { kind: SettingsKind; settings: Settings<SettingsKind> }) =>
        settingsStore.updateSettings(kind, settings),
      (_result, _error, { kind }) => [{ type: 'Setting', id: kind }],
    ),
    /** The variables, the terminology and the core pages renamed by it, saved together. */
    updateTermsAndVariables: mutation(settingsStore.updateTermsAndVariables, (renamed = []) => [
      { type: 'Setting', id: 'variables' },
      { type: 'Setting', id: 'terminology' },
      { type: 'CorePage', id: 'LIST' },
      ...renamed.map((page) => ({ type: 'CorePage' as const, id: page.id })),
    ]),
  })),
});

/** One settings document, typed by its kind; `skip` holds the read back (until the reader may make it). */
export function useSettings<K extends SettingsKind>(kind: K, { skip = false }: { skip?: boolean } = {}) {
  const result = settingsApi.useSettingsQuery(kind, { skip });
  return { ...result, data: result.data as Settings<K> | undefined };
}

export const { useUpdateSettingsMutation, useUpdateTermsAndVariablesMutation } = settingsApi;

/**
 * The event's wording for dashboard, downloads, forms, suppliers, tasks, notifications and time
 * table; the defaults until the terminology document has loaded (or when it cannot be read).
 */
export function useTerminology(): Terminology {
  const { data } = useSettings('terminology');
  return data ?? DEFAULT_TERMINOLOGY;
}

import { DEFAULT_TERMINOLOGY, type Terminology } from '../../domain/terminology';
import type { Settings, SettingsKind } from '../../domain/settings/settings-documents';
import { normaliseError } from '../../lib/firebase/errors';
import { fetchSettings, saveSettings } from './settings-store';
import { api } from '../api-slice';

/**
 * The eight settings documents, shared by every area (the shell reads branding and terminology,
 * content reads featured, tasks read variables...). Tagged per kind so a save refreshes exactly it.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings<SettingsKind>, SettingsKind>({
      queryFn: async (kind) => {
        try {
          return { data: await fetchSettings(kind) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (_result, _error, kind) => [{ type: 'Settings', id: kind }],
    }),
    updateSettings: build.mutation<Settings<SettingsKind>, { kind: SettingsKind; settings: Settings<SettingsKind> }>({
      queryFn: async ({ kind, settings }) => {
        try {
          return { data: await saveSettings(kind, settings) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'Settings', id: kind }],
    }),
  }),
});

/** One settings document, typed by its kind. */
export function useSettings<K extends SettingsKind>(kind: K) {
  const result = settingsApi.useGetSettingsQuery(kind);
  return { ...result, data: result.data as Settings<K> | undefined };
}

export const { useUpdateSettingsMutation } = settingsApi;

/**
 * The event's wording for dashboard, downloads, forms, suppliers, tasks, notifications and time
 * table; the defaults until the terminology document has loaded (or when it cannot be read).
 */
export function useTerminology(): Terminology {
  const { data } = useSettings('terminology');
  return data ?? DEFAULT_TERMINOLOGY;
}

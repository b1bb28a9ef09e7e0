import { useState } from 'react';
import type { Settings, SettingsKind } from '../../../domain/settings/settings-documents';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { useUpdateSettingsMutation } from '../../../data/settings/settings-api';
import { errorMessage } from '../../../data/api-slice';

/**
 * Saves one settings document with the feedback banners: success on save, the error's message on
 * failure (the form keeps what was typed). A second click while a save runs is ignored.
 */
export function useSaveSettings<K extends SettingsKind>(kind: K) {
  const [update] = useUpdateSettingsMutation();
  const feedback = useFeedback();
  const [isSaving, setIsSaving] = useState(false);
  const saveOnce = useSingleSubmit(async (settings: Settings<K>) => {
    setIsSaving(true);
    try {
      await update({ kind, settings }).unwrap();
      feedback.showSuccess();
      return true;
    } catch (error) {
      feedback.showError(errorMessage(error));
      return false;
    } finally {
      setIsSaving(false);
    }
  });

  /** Whether the save went through (false when it failed or another save was still running). */
  async function save(settings: Settings<K>): Promise<boolean> {
    return (await saveOnce(settings)) ?? false;
  }

  return { save, isSaving };
}

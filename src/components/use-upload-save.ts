import { useState } from 'react';
import { errorMessage } from '../data/api-slice';

/**
 * The save of an add or edit form that may upload files and whose screen leaves once it is saved
 * (its fields are checked before, at the fields): the form stays busy from the submit on (it is left
 * on success), shows the upload's progress, and on a failure shows its message and unlocks to try again.
 */
export function useUploadSave() {
  const [failure, setFailure] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const [progress, setProgress] = useState<number>();

  async function save(send: (onProgress: (percent: number) => void) => Promise<unknown>, { uploads = false } = {}) {
    setFailure(undefined);
    setIsSaving(true);
    // A file on its way shows its progress bar from the start.
    if (uploads) setProgress(0);
    try {
      await send(setProgress);
    } catch (error) {
      setFailure(errorMessage(error));
      setProgress(undefined);
      setIsSaving(false);
    }
  }

  return { save, failure, clearFailure: () => setFailure(undefined), isSaving, progress };
}

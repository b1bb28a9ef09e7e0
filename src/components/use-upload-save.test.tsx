import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUploadSave } from './use-upload-save';

describe('useUploadSave', () => {
  it('stays busy once sent, with the upload progress from zero', async () => {
    const { result } = renderHook(() => useUploadSave());
    await act(() =>
      result.current.save(
        async (onProgress) => {
          onProgress(40);
        },
        { uploads: true },
      ),
    );
    expect(result.current).toMatchObject({ failure: undefined, isSaving: true, progress: 40 });
  });

  it('shows a failure and unlocks the form to try again', async () => {
    const { result } = renderHook(() => useUploadSave());
    await act(() => result.current.save(() => Promise.reject(new Error('Storage is full')), { uploads: true }));
    expect(result.current).toMatchObject({ failure: 'Storage is full', isSaving: false, progress: undefined });
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeUndefined();
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUploadSave } from './use-upload-save';

describe('useUploadSave', () => {
  it('shows the problem found before sending and sends nothing', async () => {
    const send = vi.fn();
    const { result } = renderHook(() => useUploadSave());
    await act(() => result.current.save('Enter a name.', send));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.failure).toBe('Enter a name.');
    expect(result.current.isSaving).toBe(false);
  });

  it('stays busy once sent, with the upload progress from zero', async () => {
    const { result } = renderHook(() => useUploadSave());
    await act(() =>
      result.current.save(
        undefined,
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
    await act(() =>
      result.current.save(undefined, () => Promise.reject(new Error('Storage is full')), { uploads: true }),
    );
    expect(result.current).toMatchObject({ failure: 'Storage is full', isSaving: false, progress: undefined });
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeUndefined();
  });
});

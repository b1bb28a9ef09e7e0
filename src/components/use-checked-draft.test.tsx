import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedDraft } from './use-checked-draft';

const validate = (draft: { title: string }) => ({ title: draft.title.trim() ? undefined : 'Enter a title' });
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useCheckedDraft', () => {
  it('shows no errors before the first submit, then refuses to send while a check fails', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useCheckedDraft({ title: '' }, validate, onValid));
    expect(result.current.errors).toEqual({});
    act(() => result.current.submit(submitEvent()));
    expect(result.current.errors).toEqual({ title: 'Enter a title' });
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the draft once every check passes, the errors clearing as the person fixes them', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useCheckedDraft({ title: '', note: 'x' }, validate, onValid));
    act(() => result.current.submit(submitEvent()));
    act(() => result.current.set({ title: 'Welcome' }));
    expect(result.current.errors).toEqual({ title: undefined });
    act(() => result.current.submit(submitEvent()));
    expect(onValid).toHaveBeenCalledWith({ title: 'Welcome', note: 'x' });
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSaveAndGo } from './use-save-and-go';

const showSuccess = vi.fn();
vi.mock('./feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError: vi.fn() }) }));

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/forms/add']}>{children}</MemoryRouter>;
}

function useHarness() {
  return { saveAndGo: useSaveAndGo(), path: useLocation().pathname };
}

describe('useSaveAndGo', () => {
  it('stores, says so with a message from the saved record, and opens the screen it names', async () => {
    showSuccess.mockClear();
    const { result } = renderHook(useHarness, { wrapper });
    const submit = result.current.saveAndGo(
      async (title: string) => ({ id: 'f1', title }),
      (form) => `/forms/${form.id}`,
      (form) => `${form.title} was added`,
    );
    await act(() => submit('Menu'));
    expect(showSuccess).toHaveBeenCalledWith('Menu was added');
    expect(result.current.path).toBe('/forms/f1');
  });

  it('uses the default success wording when given no message', async () => {
    showSuccess.mockClear();
    const { result } = renderHook(useHarness, { wrapper });
    await act(() => result.current.saveAndGo(async () => undefined, '/forms')());
    expect(showSuccess).toHaveBeenCalledWith(undefined);
    expect(result.current.path).toBe('/forms');
  });

  it('throws a failed save to the form and stays on the screen', async () => {
    showSuccess.mockClear();
    const { result } = renderHook(useHarness, { wrapper });
    await expect(result.current.saveAndGo(() => Promise.reject(new Error('Invalid form')), '/forms')()).rejects.toThrow(
      'Invalid form',
    );
    expect(showSuccess).not.toHaveBeenCalled();
    expect(result.current.path).toBe('/forms/add');
  });
});

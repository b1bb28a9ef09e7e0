import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rowsPhrase, useCopyAndOpen, useListAction } from './use-list-action';

const showSuccess = vi.fn();
const showError = vi.fn();
vi.mock('../feedback/feedback-context', () => ({ useFeedback: () => ({ showSuccess, showError }) }));

const title = (row: { title: string }) => row.title;

describe('rowsPhrase', () => {
  it('quotes the one row and counts several', () => {
    expect(rowsPhrase([{ title: 'Menu' }], title, 'forms')).toBe('“Menu”');
    expect(rowsPhrase([{ title: 'Menu' }, { title: 'Stand' }], title, 'forms')).toBe('2 forms');
  });
});

describe('useListAction', () => {
  it('says the action is done, with a message made from its result, and keeps the row busy meanwhile', async () => {
    showSuccess.mockClear();
    const { result } = renderHook(() => useListAction());
    let finish: (copy: { title: string }) => void = () => undefined;
    let done: Promise<boolean> | undefined;
    act(() => {
      done = result.current.run(
        () => new Promise<{ title: string }>((resolve) => (finish = resolve)),
        (copy) => `“${copy.title}” created`,
        'row-1',
      );
    });
    expect(result.current.busyId).toBe('row-1');
    await act(async () => {
      finish({ title: 'Menu (Copy)' });
      await done;
    });
    await expect(done).resolves.toBe(true);
    expect(showSuccess).toHaveBeenCalledWith('“Menu (Copy)” created');
    expect(result.current.busyId).toBeUndefined();
  });

  it('shows the failure in the words the screen chose, and answers false', async () => {
    showError.mockClear();
    const { result } = renderHook(() => useListAction((error) => `${(error as Error).message} (denied)`));
    let outcome: boolean | undefined;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(new Error('No access')), 'Archived', 'row-1');
    });
    expect(outcome).toBe(false);
    expect(showError).toHaveBeenCalledWith('No access (denied)');
    expect(showSuccess).not.toHaveBeenCalledWith('Archived');
    expect(result.current.busyId).toBeUndefined();
  });
});

describe('useCopyAndOpen', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/forms']}>{children}</MemoryRouter>
  );
  const useHarness = () => {
    const { run, busyId } = useListAction();
    return { copyAndOpen: useCopyAndOpen(run), busyId, path: useLocation().pathname };
  };

  it("opens the copy's editor and names the copy in the banner", async () => {
    showSuccess.mockClear();
    const { result } = renderHook(useHarness, { wrapper });
    await act(() =>
      result.current.copyAndOpen(
        'f1',
        async () => ({ id: 'f2', title: 'Menu (Copy)' }),
        (copy) => `/forms/${copy.id}`,
        (copy) => `“${copy.title}” created`,
      ),
    );
    expect(result.current.path).toBe('/forms/f2');
    expect(showSuccess).toHaveBeenCalledWith('“Menu (Copy)” created');
  });

  it('stays on the list when the copy fails', async () => {
    showError.mockClear();
    const { result } = renderHook(useHarness, { wrapper });
    await act(() =>
      result.current.copyAndOpen(
        'f1',
        () => Promise.reject({ message: 'Copy refused' }),
        () => '/forms/x',
        'Copied',
      ),
    );
    expect(result.current.path).toBe('/forms');
    expect(showError).toHaveBeenCalledWith('Copy refused');
  });
});

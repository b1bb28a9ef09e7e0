import '@testing-library/jest-dom/vitest';
import { cleanup, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import type * as Library from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, vi } from 'vitest';
import { dropTestStore, testStore } from '../support/test-store';

type Wrapper = ComponentType<{ children: ReactNode }> | undefined;

/** The test's store around what it renders, inside any wrapper the test gives, as the app's Provider is. */
function withStore(Inner: Wrapper) {
  return function StoreWrapper({ children }: { children: ReactNode }) {
    return <Provider store={testStore()}>{Inner ? <Inner>{children}</Inner> : children}</Provider>;
  };
}

// Every render and renderHook of a component test gets the react-redux Provider the app mounts at its root.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof Library>();
  return {
    ...library,
    render: (ui: ReactNode, options?: RenderOptions) =>
      library.render(ui, { ...options, wrapper: withStore(options?.wrapper) }),
    renderHook: <Result, Props>(hook: (props: Props) => Result, options?: RenderHookOptions<Props>) =>
      library.renderHook(hook, { ...options, wrapper: withStore(options?.wrapper) }),
  };
});

// Every test starts with an empty cache (its screens unmounted first, so nothing refetches).
afterEach(() => {
  cleanup();
  dropTestStore();
});

import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { appStore } from './store';

/**
 * A screen that reads data through RTK Query, given the app's one store. The signed-in shell and
 * the guest pages bring it with their own (lazily loaded) code, so the sign-in screens load
 * without Redux.
 */
export function withDataProvider<Props extends object>(Screen: ComponentType<Props>): ComponentType<Props> {
  function WithDataProvider(props: Props) {
    return (
      <Provider store={appStore()}>
        <Screen {...props} />
      </Provider>
    );
  }
  return WithDataProvider;
}

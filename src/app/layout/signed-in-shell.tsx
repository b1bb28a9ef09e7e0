import { DataProvider } from '../data-provider';
import { AppLayout } from './app-layout';

/** The signed-in shell with the data layer its sidebar, menus and screens read through. */
export function SignedInShell() {
  return (
    <DataProvider>
      <AppLayout />
    </DataProvider>
  );
}

import { Outlet } from 'react-router';
import { useSession } from '../../data/session/use-session';
import { DataProvider } from '../data-provider';
import { AppLayout } from './app-layout';
import { BrandedPublicFrame } from './public-frame';

/**
 * The signed-in shell with the data layer its sidebar, menus and screens read through. The one
 * screen of it a signed-out person reaches (the page-not-found of a wrong address) shows in the
 * event's public frame instead: the shell's branding and menus are the members' to read.
 */
export function SignedInShell() {
  const session = useSession();
  return (
    <DataProvider>
      {session.status === 'signedOut' ? (
        <BrandedPublicFrame>
          <div className="card shadow-lg border-0 public-frame-sheet">
            <Outlet />
          </div>
        </BrandedPublicFrame>
      ) : (
        <AppLayout />
      )}
    </DataProvider>
  );
}

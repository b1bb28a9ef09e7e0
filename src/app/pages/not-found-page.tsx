import { useSession } from '../../data/session/use-session';
import { useTerminology } from '../../data/settings/settings-api';
import { StatusPage } from './status-page';

/** Any path that opens no screen. */
export default function NotFoundPage() {
  const terminology = useTerminology();
  const signedOut = useSession().status === 'signedOut';
  return (
    <StatusPage icon="signpost-split" code="404" title="Page not found">
      The page you asked for doesn't exist or has moved. Check the address, or{' '}
      {signedOut ? 'sign in to carry on.' : `carry on from the ${terminology.dashboard.toLowerCase()}.`}
    </StatusPage>
  );
}

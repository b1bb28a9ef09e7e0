import { StatusPage } from './status-page';

/** Where the role wall sends someone whose role doesn't open the page they asked for. */
export default function UnauthorisedPage() {
  return (
    <StatusPage icon="shield-lock" title="You don't have access to this page">
      Your role doesn't include this area. If you think it should, ask an event administrator.
    </StatusPage>
  );
}

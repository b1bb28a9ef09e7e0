import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from './bootstrap/button';
import { Dialog } from './dialog';

/**
 * Asks before leaving an editor with unsaved changes: on a link or Back inside the portal (a
 * dialog: stay or leave), and on closing or reloading the tab (the browser's own prompt).
 */
export function UnsavedChangesGuard({ when, message }: { when: boolean; message: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const stay = () => blocker.state === 'blocked' && blocker.reset();
  return (
    <Dialog
      show={blocker.state === 'blocked'}
      onHide={stay}
      title="Leave without saving?"
      centered
      footer={
        <>
          <Button variant="outline-secondary" onClick={stay}>
            Stay
          </Button>
          <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Leave
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}

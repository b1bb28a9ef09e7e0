import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigationBlocker } from './navigation/navigation-blocker';

/**
 * Asks before leaving an editor with unsaved changes: on a link or Back inside the portal (a
 * dialog: stay or leave), and on closing or reloading the tab (the browser's own prompt).
 */
export function UnsavedChangesGuard({ when, message }: { when: boolean; message: string }) {
  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal show={blocker.state === 'blocked'} onHide={() => blocker.state === 'blocked' && blocker.reset()} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">Leave without saving?</Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => blocker.state === 'blocked' && blocker.reset()}>Stay</Button>
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>Leave</Button>
      </Modal.Footer>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { BusyButton } from '../../../components/busy-button';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';

export interface ContentDraftBannerProps {
  onPublish: () => void;
  onDiscard: () => void;
  isPublishing: boolean;
  isDiscarding: boolean;
  disabled?: boolean;
}

/** Says a published page has changes teams do not see yet, with Publish changes and Discard changes (confirmed). */
export function ContentDraftBanner({
  onPublish,
  onDiscard,
  isPublishing,
  isDiscarding,
  disabled,
}: ContentDraftBannerProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-3" role="status">
      <div className="flex-grow-1 min-w-0">
        <p className="fw-semibold mb-1">
          <Icon name="pencil" className="me-2" />
          Unpublished changes
        </p>
        <p className="mb-0 small">Teams and guests see the published page until you publish these changes.</p>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-danger" onClick={() => setIsConfirming(true)} disabled={disabled || isPublishing}>
          Discard changes
        </Button>
        <BusyButton onClick={onPublish} busy={isPublishing} disabled={disabled || isDiscarding}>
          {!isPublishing && <Icon name="cloud-upload" className="me-2" />}
          Publish changes
        </BusyButton>
      </div>
      <Dialog
        show={isConfirming}
        onHide={() => setIsConfirming(false)}
        centered
        title="Discard changes?"
        footer={
          <>
            <Button variant="outline-secondary" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setIsConfirming(false);
                onDiscard();
              }}
            >
              Discard changes
            </Button>
          </>
        }
      >
        Your unpublished changes to this page will be lost. The published page stays as it is.
      </Dialog>
    </Alert>
  );
}

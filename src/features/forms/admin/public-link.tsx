import { CopyableLink } from '../../../components/copyable-link';
import { Icon } from '../../../components/icon';
import { buildPath } from '../../../domain/routes';

/** The guest link of a public form, to copy or open. */
export function PublicLink({ formId }: { formId: string }) {
  const url = new URL(buildPath('guestForm', { formId }), window.location.origin).toString();
  return (
    <CopyableLink
      controlId="form-public-link"
      label="Public link"
      url={url}
      className="mb-3"
      style={{ maxWidth: '48rem' }}
      actions={
        <a className="btn btn-outline-secondary" href={url} target="_blank" rel="noreferrer">
          <Icon name="box-arrow-up-right" className="me-1" />
          Open
        </a>
      }
    />
  );
}

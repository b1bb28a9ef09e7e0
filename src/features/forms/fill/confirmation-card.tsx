import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import { RichText } from '../../../components/rich-text/rich-text';

/**
 * What the person sees after sending or saving: a mark, a heading, the organisers' message (rich
 * text, sanitised) or a sentence of ours, and where to go next.
 */
export function ConfirmationCard({
  icon,
  title,
  formTitle,
  message,
  text,
  actions,
}: {
  icon: IconName;
  title: string;
  formTitle: string;
  message?: string;
  text?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="form-fill-frame text-center mx-auto" role="status">
      <div className="form-fill-confirmation-mark" aria-hidden="true">
        <Icon name={icon} />
      </div>
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary mb-4">{formTitle}</p>
      {message && <RichText html={message} className="text-start form-fill-confirmation-message" />}
      {text && <p className="mb-0">{text}</p>}
      {actions && <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">{actions}</div>}
    </div>
  );
}

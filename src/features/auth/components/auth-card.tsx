import type { ReactNode } from 'react';
import '../auth-screens.css';
import type { IconName } from '../../../components/icon';
import { IconTile } from '../../../components/icon-tile';

export interface AuthCardProps {
  /** Shown in the mark above the heading. */
  icon: IconName;
  tone?: 'primary' | 'danger' | 'success';
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** A line under the card body, e.g. "Back to sign in". */
  footer?: ReactNode;
}

/** The frame of every sign-in screen, centred by AuthLayout in the event's brand. */
export function AuthCard({ icon, tone = 'primary', title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="auth-card">
      <div className="card shadow-lg border-0">
        <div className="card-body p-4 p-sm-5">
          <IconTile icon={icon} tone={tone} className="auth-card-mark mb-3" />
          <h1 className="h3 mb-2">{title}</h1>
          {lead && <p className="text-body-secondary mb-4">{lead}</p>}
          {children}
        </div>
        {footer && <div className="auth-card-footer px-4 px-sm-5 py-3 text-center">{footer}</div>}
      </div>
      <p className="auth-footnote text-center mt-3 mb-0">Having trouble? Contact your event organiser.</p>
    </div>
  );
}

/** What a link's screen shows while the server checks the link: the card's shape, not a spinner alone. */
export function AuthLinkChecking() {
  return (
    <AuthCard icon="hourglass-split" title="Checking your link">
      <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        Just a moment…
      </div>
    </AuthCard>
  );
}

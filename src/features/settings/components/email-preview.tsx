import type { RenderedEmail } from '../../../domain/email-templates';

/**
 * A rendered email as the recipient sees it. The HTML comes from renderEmailTemplate, which
 * escapes the template and every value, so it holds only <p>, <br> and <a> that we made.
 */
export function EmailPreview({ email, from }: { email: RenderedEmail; from?: string }) {
  return (
    <article className="email-preview" aria-label="Email preview">
      <header className="email-preview-header">
        {from && (
          <div className="small text-body-secondary">
            From: <span className="text-body">{from}</span>
          </div>
        )}
        <div className="email-preview-subject" data-testid="email-preview-subject">
          {email.subject}
        </div>
      </header>
      <div
        className="email-preview-body"
        data-testid="email-preview-body"
        dangerouslySetInnerHTML={{ __html: email.html }}
      />
    </article>
  );
}

import { Badge } from '../../../components/bootstrap/badge';
import { Card } from '../../../components/bootstrap/card';
import { Link, useParams } from 'react-router';
import { emailTemplateDefinition, renderEmailTemplate } from '../../../domain/email-templates';
import { buildPath, routeById } from '../../../domain/routes';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { useSettings } from '../../../data/settings/settings-api';
import { useEmailTemplateQuery } from '../../../data/email-templates/email-templates-api';
import type { EmailTemplateEntry } from '../../../data/email-templates/email-templates-store';
import { EmailPreview } from '../components/email-preview';
import { LoadFailure, SettingsFormSkeleton } from '../components/settings-loader';
import { usePreviewVariables } from '../components/use-preview-variables';
import { VariableList } from '../components/variable-list';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../data/api-slice';

function TemplateView({ template }: { template: EmailTemplateEntry }) {
  const variables = usePreviewVariables(template.id);
  const { data: emails } = useSettings('emails');
  const definition = emailTemplateDefinition(template.id);
  return (
    <div className="email-template-layout">
      <div className="min-w-0">
        <div className="d-flex align-items-center gap-2 mb-2">
          {template.isCustomised ? (
            <Badge bg="primary">Customised</Badge>
          ) : (
            <Badge bg="light" text="secondary" className="border">
              Default text
            </Badge>
          )}
          <span className="small text-body-secondary">Shown with sample values.</span>
        </div>
        <EmailPreview email={renderEmailTemplate(template, variables)} from={emails?.fromEmail || undefined} />
      </div>
      <Card body className="settings-card email-template-side">
        <h2 className="h6">When it is sent</h2>
        <p className="small text-body-secondary">{definition.description}</p>
        <h2 className="h6 mt-3">Variables</h2>
        <VariableList variables={definition.variables} />
      </Card>
    </div>
  );
}

export default function ViewEmailTemplatePage() {
  const { emailId = '' } = useParams();
  const { data: template, isLoading, error, refetch } = useEmailTemplateQuery(emailId);
  const title = template ? emailTemplateDefinition(template.id).name : 'View Email Template';
  return (
    <AdminPage
      title={title}
      description={template ? 'How this email looks when it is sent.' : undefined}
      actions={
        <>
          <Link to={routeById('manageEmailTemplates').path} className="btn btn-outline-secondary">
            All templates
          </Link>
          {template && (
            <LinkButton to={buildPath('editEmailTemplate', { emailId: template.id })} icon="pencil" variant="primary">
              Edit
            </LinkButton>
          )}
        </>
      }
    >
      {isLoading ? (
        <SettingsFormSkeleton rows={6} />
      ) : template ? (
        <TemplateView template={template} />
      ) : (
        <LoadFailure
          message={errorMessage(error) ?? 'This template could not be loaded.'}
          onRetry={() => void refetch()}
        />
      )}
    </AdminPage>
  );
}

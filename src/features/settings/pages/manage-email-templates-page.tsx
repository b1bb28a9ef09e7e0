import { Badge } from '../../../components/bootstrap/badge';
import { Link } from 'react-router';
import { emailTemplateDefinition } from '../../../domain/email-templates';
import { buildPath } from '../../../domain/routes';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { useEmailTemplatesQuery } from '../../../data/email-templates/email-templates-api';
import type { EmailTemplateEntry } from '../../../data/email-templates/email-templates-store';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../data/api-slice';

const columns: ListColumn<EmailTemplateEntry>[] = [
  {
    key: 'name',
    header: 'Template',
    sortValue: (template) => emailTemplateDefinition(template.id).name,
    cell: (template) => (
      <>
        <Link to={buildPath('viewEmailTemplate', { emailId: template.id })} className="fw-semibold">
          {emailTemplateDefinition(template.id).name}
        </Link>
        <div className="small text-body-secondary">{emailTemplateDefinition(template.id).description}</div>
      </>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    className: 'd-none d-md-table-cell',
    sortValue: (template) => template.subject,
    cell: (template) => template.subject,
  },
  {
    key: 'status',
    header: 'Text',
    sortValue: (template) => (template.isCustomised ? 0 : 1),
    cell: (template) =>
      template.isCustomised ? (
        <Badge bg="primary">Customised</Badge>
      ) : (
        <Badge bg="light" text="secondary" className="border">
          Default
        </Badge>
      ),
  },
  {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    className: 'text-end text-nowrap',
    cell: (template) => (
      <Link
        to={buildPath('editEmailTemplate', { emailId: template.id })}
        className="btn btn-sm btn-outline-primary"
        aria-label={`Edit ${emailTemplateDefinition(template.id).name}`}
      >
        <Icon name="pencil" className="me-1" />
        Edit
      </Link>
    ),
  },
];

export default function EmailTemplatesPage() {
  const { data, error } = useEmailTemplatesQuery();
  return (
    <AdminPage
      title="Email Templates"
      description="The emails the portal sends. Each starts from a default; change its subject and text to suit your event."
      aside={
        <p className="mb-0">
          Placeholders such as {'{{firstName}}'} are filled in when each email is sent. Open a template to see the ones
          it offers.
        </p>
      }
    >
      <ListTable
        label="Email templates"
        rows={data}
        rowId={(template) => template.id}
        columns={columns}
        sortableKeys={['name', 'subject', 'status']}
        error={errorMessage(error)}
        emptyState={<ListEmptyState icon="envelope" title="No email templates" />}
      />
    </AdminPage>
  );
}

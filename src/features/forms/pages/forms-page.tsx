import { Badge } from '../../../components/bootstrap/badge';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { Link } from 'react-router';
import { ListEmptyState } from '../../../components/list-table/list-empty-state';
import { useSessionUser } from '../../../data/session/use-session';
import { useTerminology } from '../../../data/settings/settings-api';
import { useOpenFormsQuery, useTeamSubmissionsQuery } from '../../../data/forms/forms-api';
import type { Form } from '../../../domain/forms/form';
import type { Submission } from '../../../domain/forms/submission';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { buildPath } from '../../../domain/routes';
import '../renderer/form-renderer.css';
import { LoadingOrError } from '../../../components/loading-or-error';

type FormState = { kind: 'new' } | { kind: 'draft'; draft: Submission } | { kind: 'sent'; submission: Submission };

/** Where a team stands with a form: a draft outranks an earlier submission (they are working on it). */
function stateOf(form: Form, submissions: readonly Submission[]): FormState {
  const own = submissions
    .filter((submission) => submission.formId === form.id)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const draft = own.find((submission) => submission.isDraft);
  if (draft) return { kind: 'draft', draft };
  const sent = own.find((submission) => !submission.isDraft);
  return sent ? { kind: 'sent', submission: sent } : { kind: 'new' };
}

function FormRow({ form, state }: { form: Form; state: FormState }) {
  const timeZone = useEventTimeZone();
  const open = buildPath('viewForm', { formId: form.id });
  return (
    <li className="list-group-item forms-list-item">
      <div className="min-w-0 flex-grow-1">
        <h2 className="h6 mb-1">
          <Link
            to={
              state.kind === 'sent'
                ? buildPath('viewSubmission', { formId: form.id, submissionId: state.submission.id })
                : open
            }
            className="text-reset"
          >
            {form.title}
          </Link>
        </h2>
        {form.description && <p className="small text-body-secondary mb-1 text-clamp-2">{form.description}</p>}
        <div className="small text-body-secondary">
          {state.kind === 'new' && (
            <Badge bg="light" text="dark" className="border">
              Not started
            </Badge>
          )}
          {state.kind === 'draft' && (
            <>
              <Badge bg="warning" text="dark">
                Draft
              </Badge>{' '}
              <span>saved {formatDateTime(state.draft.updatedAt, timeZone)}</span>
            </>
          )}
          {state.kind === 'sent' && (
            <>
              <Badge bg="success">Submitted</Badge> <span>{formatDateTime(state.submission.updatedAt, timeZone)}</span>
            </>
          )}
        </div>
      </div>
      <div className="flex-shrink-0">
        {state.kind === 'new' && (
          <Link to={open} className="btn btn-primary btn-sm">
            Start
          </Link>
        )}
        {state.kind === 'draft' && (
          <Link to={open} className="btn btn-primary btn-sm">
            Continue
          </Link>
        )}
        {state.kind === 'sent' && (
          <Link
            to={buildPath('viewSubmission', { formId: form.id, submissionId: state.submission.id })}
            className="btn btn-outline-primary btn-sm"
          >
            View
          </Link>
        )}
      </div>
    </li>
  );
}

/** /forms: the forms the person's team may fill in, with where the team stands on each. */
export default function FormsPage() {
  const user = useSessionUser();
  const terminology = useTerminology();
  const forms = useOpenFormsQuery();
  const submissions = useTeamSubmissionsQuery({ teamId: user.teamId }, { skip: !user.teamId });
  const list = [...(forms.data ?? [])].sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
  const error = forms.error ?? submissions.error;
  const isLoading = forms.isLoading || submissions.isLoading;
  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-1">{terminology.forms}</h1>
      <p className="text-body-secondary mb-4">Forms the organisers need your team to fill in.</p>
      <LoadingOrError
        isLoading={isLoading}
        error={error}
        skeleton={
          <div className="list-group" role="status" aria-busy="true" aria-label="Loading">
            {[0, 1, 2].map((index) => (
              <Placeholder key={index} as="div" animation="glow" className="list-group-item py-3">
                <Placeholder xs={5} /> <Placeholder xs={8} size="sm" />
              </Placeholder>
            ))}
          </div>
        }
      />
      {!isLoading && forms.data && list.length === 0 && (
        <ListEmptyState icon="ui-checks" title="No forms to fill in yet">
          Forms the organisers publish for your team will appear here.
        </ListEmptyState>
      )}
      {!isLoading && list.length > 0 && (
        <ul className="list-group shadow-sm forms-list">
          {list.map((form) => (
            <FormRow key={form.id} form={form} state={stateOf(form, submissions.data ?? [])} />
          ))}
        </ul>
      )}
    </div>
  );
}

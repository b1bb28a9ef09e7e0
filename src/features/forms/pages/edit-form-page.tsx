import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { EditLockBanner } from '../../../components/edit-lock/edit-lock-banner';
import { useEditLock } from '../../../components/edit-lock/use-edit-lock';
import { Icon } from '../../../components/icon';
import { useFieldGroupsQuery } from '../../../data/field-groups/field-groups-api';
import { useLoadedFormQuery, useUpdateFormFieldsMutation } from '../../../data/forms/forms-api';
import { buildPath } from '../../../domain/routes';
import { BuilderWorkspace } from '../admin/builder/builder-workspace';
import { FormStatusBadges } from '../admin/form-status-badges';
import { FormShortcuts } from '../admin/forms-shortcuts';
import { LoadingOrError } from '../../../components/loading-or-error';

/**
 * /admin/forms/{formId}: the form builder. Fields are edited here and saved together; a second
 * organiser opening the same form is warned by the edit lock and may look read-only or take over.
 */
export default function EditFormPage() {
  const { formId = '' } = useParams();
  const loaded = useLoadedFormQuery(formId);
  // Templates place field groups: everyone who builds forms (moderators up) may read them to place
  // them, though only admins manage them.
  const fieldGroups = useFieldGroupsQuery();
  const [saveFields] = useUpdateFormFieldsMutation();
  const lock = useEditLock(formId ? { id: formId, type: 'form' } : undefined);
  const form = loaded.data?.form;
  const stored = useMemo(
    () => loaded.data && { fields: [...loaded.data.definition.fields], logicMap: loaded.data.form.logicMap },
    [loaded.data],
  );
  const placeable = useMemo(() => fieldGroups.data?.filter((group) => !group.isArchived) ?? [], [fieldGroups.data]);

  return (
    <AdminPage
      title={form?.title || 'Edit Form'}
      description={form ? <FormStatusBadges form={form} /> : undefined}
      actions={
        form?.isPublic && form.isPublished ? (
          <a
            className="btn btn-outline-secondary"
            href={buildPath('guestForm', { formId })}
            target="_blank"
            rel="noreferrer"
          >
            <Icon name="box-arrow-up-right" className="me-2" />
            Public link
          </a>
        ) : undefined
      }
    >
      {form && <FormShortcuts form={form} />}
      <EditLockBanner lock={lock} />
      <LoadingOrError isLoading={loaded.isLoading} error={loaded.error} rows={8} />
      {form && stored && loaded.data && (
        <BuilderWorkspace
          key={form.id}
          parent={{ formId }}
          what="form"
          stored={stored}
          storedGroups={loaded.data.definition.fieldGroups}
          fieldGroups={placeable}
          canEdit={lock.canEdit}
          onSave={(items) => saveFields({ formId, fields: items.fields, logicMap: items.logicMap }).unwrap()}
        />
      )}
      {form && !form.isPublished && (
        <p className="small text-body-secondary mt-3 mb-0">
          This form is a draft: teams do not see it until you publish it in{' '}
          <Link to={buildPath('editFormSettings', { formId })}>Settings</Link>.
        </p>
      )}
    </AdminPage>
  );
}

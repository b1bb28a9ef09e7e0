import { useMemo } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { EditLockBanner } from '../../../components/edit-lock/edit-lock-banner';
import { useEditLock } from '../../../components/edit-lock/use-edit-lock';
import { Icon } from '../../../components/icon';
import {
  useFieldGroupWithFieldsQuery,
  useUpdateFieldGroupFieldsMutation,
} from '../../../data/field-groups/field-groups-api';
import { buildPath } from '../../../domain/routes';
import { BuilderWorkspace } from '../admin/builder/builder-workspace';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { LoadingOrError } from '../../../components/loading-or-error';

const NO_GROUPS = {};

/**
 * /admin/field-groups/{fieldGroupId}: the same builder for a group's fields (groups do not nest
 * templates), behind the same edit lock as a form's builder.
 */
export default function EditFieldGroupPage() {
  const { fieldGroupId = '' } = useParams();
  const loaded = useFieldGroupWithFieldsQuery(fieldGroupId);
  const [saveFields] = useUpdateFieldGroupFieldsMutation();
  const lock = useEditLock(fieldGroupId ? { id: fieldGroupId, type: 'fieldGroup' } : undefined);
  const group = loaded.data?.group;
  const stored = useMemo(
    () => loaded.data && { fields: [...loaded.data.fields], logicMap: loaded.data.group.logicMap },
    [loaded.data],
  );

  return (
    <AdminPage
      title={group?.title || 'Edit Field Group'}
      description={
        group ? (
          group.isPublished ? (
            <Badge bg="success">Published</Badge>
          ) : (
            <Badge bg="secondary">Unpublished</Badge>
          )
        ) : undefined
      }
      actions={
        <Link to={buildPath('editFieldGroupSettings', { fieldGroupId })} className="btn btn-outline-secondary">
          <Icon name="gear" className="me-2" />
          Settings
        </Link>
      }
      aside={
        <p className="mb-0">
          Logic between fields of a group applies within each repeat: a rule reads the answer given in the same repeat.
        </p>
      }
    >
      <FormsShortcuts />
      <EditLockBanner lock={lock} />
      <LoadingOrError isLoading={loaded.isLoading} error={loaded.error} rows={8} />
      {group && stored && (
        <BuilderWorkspace
          key={group.id}
          parent={{ fieldGroupId }}
          what="field group"
          stored={stored}
          storedGroups={NO_GROUPS}
          fieldGroups={[]}
          canEdit={lock.canEdit}
          onSave={(items) =>
            saveFields({ groupId: fieldGroupId, fields: items.fields, logicMap: items.logicMap }).unwrap()
          }
        />
      )}
    </AdminPage>
  );
}

import { Link } from 'react-router';
import { DEFAULT_SORTS } from '../../../domain/constants';
import { ArchivedListPage } from '../../../components/archived-list-page';
import { ListEmptyState } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import {
  useDeleteFieldGroupsMutation,
  useFieldGroupsQuery,
  useUpdateFieldGroupsArchivedMutation,
} from '../../../data/field-groups/field-groups-api';
import type { FieldGroup } from '../../../domain/forms/form';
import { FIELD_GROUP_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { useFieldGroupSizeColumns } from '../admin/field-group-columns';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { TitleCell } from '../admin/title-cell';
import { useFormsAbility } from '../use-forms-ability';

/**
 * /admin/field-groups/archived: restore field groups, or delete them with their fields. A group a
 * form still uses cannot be deleted: the dialog says so and the group stays.
 */
export default function ArchivedFieldGroupsPage() {
  const groups = useFieldGroupsQuery();
  const sizeColumns = useFieldGroupSizeColumns();
  const { canBulkEdit } = useFormsAbility();
  const [setArchived] = useUpdateFieldGroupsArchivedMutation();
  const [deleteGroups] = useDeleteFieldGroupsMutation();
  return (
    <ArchivedListPage<FieldGroup>
      title="Archived Field Groups"
      description="Field groups taken out of use. Restore one to use it again, or delete it for good."
      noun={['field group', 'field groups']}
      nameOf={(group) => group.title}
      restoreRows={(selected) =>
        setArchived({ groupIds: selected.map((group) => group.id), isArchived: false }).unwrap()
      }
      restoredMessage={FIELD_GROUP_MESSAGES.restored}
      deleteRows={(selected) => deleteGroups(selected.map((group) => group.id)).unwrap()}
      consequence="Their fields go with them. Groups a form still uses cannot be deleted. This cannot be undone."
      above={<FormsShortcuts />}
      canBulkEdit={canBulkEdit}
      table={{
        label: 'Archived field groups',
        rows: groups.data?.filter((group) => group.isArchived),
        rowId: (group) => group.id,
        columns: [
          {
            key: 'title',
            header: 'Title',
            cell: (group) => <TitleCell item={group} />,
            sortValue: (group) => group.title.toLowerCase(),
          },
          ...sizeColumns,
        ],
        sortableKeys: ['title', 'fields', 'usedIn'],
        defaultSort: DEFAULT_SORTS.fieldGroups,
        error: errorMessage(groups.error),
        emptyState: (
          <ListEmptyState icon="archive" title="Nothing is archived">
            Archive a group from <Link to={buildPath('manageFieldGroups')}>Field Groups</Link> to take it out of use.
          </ListEmptyState>
        ),
      }}
    />
  );
}

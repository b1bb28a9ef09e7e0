import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../../components/bootstrap/alert';
import { BusyButton } from '../../../../components/busy-button';
import { useFeedback } from '../../../../components/feedback/feedback-context';
import { Icon } from '../../../../components/icon';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard';
import { errorMessage } from '../../../../data/api-slice';
import { useCustomFieldsQuery } from '../../../../data/custom-fields/custom-fields-api';
import { useFieldGroupWithFieldsQuery } from '../../../../data/field-groups/field-groups-api';
import { useSettings } from '../../../../data/settings/settings-api';
import { useTeamTypesQuery } from '../../../../data/team-types/team-types-api';
import { currencySymbol } from '../../../../domain/currencies';
import { FIELD_TYPE_LABELS, fieldWriteSchema, type Field, type FieldParent } from '../../../../domain/forms/field';
import type { FieldGroup } from '../../../../domain/forms/form';
import { logicMapProblems, ruleTargetsOf, type FormDefinition } from '../../../../domain/forms/logic';
import { LOGIC_NEEDS_FIXING, type BuilderItems } from './builder-state';
import { BuilderPreview } from './builder-preview';
import { FormBuilder } from './form-builder';
import { newDocumentId } from '../../../../domain/paths';

type GroupDefinitions = FormDefinition['fieldGroups'];

/** Why an item cannot be saved yet, if it cannot. */
function problemOf(field: Field): string | undefined {
  if (field.type === 'template' && !field.fieldGroupId) return 'Choose the field group this template places';
  const result = fieldWriteSchema.safeParse(field);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Loads the fields of a group a template places (one hook per group), and hands them up. */
function PlacedGroupLoader({
  groupId,
  onLoaded,
}: {
  groupId: string;
  onLoaded: (groupId: string, definition: GroupDefinitions[string]) => void;
}) {
  const { data } = useFieldGroupWithFieldsQuery(groupId);
  useEffect(() => {
    if (data) onLoaded(groupId, { fields: data.fields, logicMap: data.group.logicMap });
  }, [data, groupId, onLoaded]);
  return null;
}

export interface BuilderWorkspaceProps {
  /** The form or field group being built. */
  parent: FieldParent;
  /** 'form' or 'field group': how the screen names what it edits. */
  what: string;
  /** What is stored, once loaded. */
  stored: BuilderItems;
  /** The groups the stored templates place, with their fields (as loaded with the form). */
  storedGroups: GroupDefinitions;
  /** Groups a template may place (none for a field group). */
  fieldGroups: readonly FieldGroup[];
  /** False while someone else holds the edit lock: everything is read-only. */
  canEdit: boolean;
  onSave: (items: BuilderItems) => Promise<unknown>;
}

/**
 * The builder with its save bar, save checks, unsaved-changes guard and live preview: the same
 * workspace edits a form's fields and a field group's.
 */
export function BuilderWorkspace({
  parent,
  what,
  stored,
  storedGroups,
  fieldGroups,
  canEdit,
  onSave,
}: BuilderWorkspaceProps) {
  const feedback = useFeedback();
  const [edited, setEdited] = useState<BuilderItems>();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [loadedGroups, setLoadedGroups] = useState<GroupDefinitions>({});
  const customFields = useCustomFieldsQuery();
  const teamTypes = useTeamTypesQuery();
  const currencyId = useSettings('variables').data?.currencyId;
  const items = edited ?? stored;
  const isDirty = edited !== undefined;

  const placedGroupIds = [
    ...new Set(
      items.fields.flatMap((field) => (field.type === 'template' && field.fieldGroupId ? [field.fieldGroupId] : [])),
    ),
  ];
  const missingGroupIds = placedGroupIds.filter((id) => !storedGroups[id]);
  const groups = useMemo(() => ({ ...loadedGroups, ...storedGroups }), [loadedGroups, storedGroups]);
  const groupFields = useMemo(
    () => Object.fromEntries(Object.entries(groups).map(([id, group]) => [id, group.fields])),
    [groups],
  );
  const logicProblems = useMemo(
    () => logicMapProblems(items.logicMap, ruleTargetsOf(items.fields, groupFields)),
    [items, groupFields],
  );
  const definition = useMemo<FormDefinition>(
    () => ({ fields: items.fields, logicMap: items.logicMap, fieldGroups: groups }),
    [items, groups],
  );
  const onGroupLoaded = useCallback(
    (groupId: string, group: GroupDefinitions[string]) =>
      setLoadedGroups((current) => (current[groupId] === group ? current : { ...current, [groupId]: group })),
    [],
  );

  function change(next: BuilderItems) {
    setEdited(next);
    if (Object.keys(problems).length > 0) setProblems({});
  }

  async function save() {
    const found = Object.fromEntries(
      items.fields.flatMap((field) => {
        const problem = problemOf(field) ?? (logicProblems[field.id] ? LOGIC_NEEDS_FIXING : undefined);
        return problem ? [[field.id, problem]] : [];
      }),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await onSave(items);
      setEdited(undefined);
      feedback.showSuccess();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const problemList = items.fields.flatMap((field, index) =>
    problems[field.id] ? [{ field, index, problem: problems[field.id] }] : [],
  );
  return (
    <>
      {missingGroupIds.map((groupId) => (
        <PlacedGroupLoader key={groupId} groupId={groupId} onLoaded={onGroupLoaded} />
      ))}
      <div className="form-builder-toolbar d-flex flex-wrap align-items-center gap-2 mb-3">
        <span className="small text-body-secondary me-auto" role="status">
          {isDirty ? (
            <>
              <Icon name="exclamation-triangle" className="text-warning me-1" />
              You have unsaved changes.
            </>
          ) : (
            `${items.fields.length} item${items.fields.length === 1 ? '' : 's'} · all changes saved`
          )}
        </span>
        <BusyButton busy={saving} disabled={!isDirty || !canEdit} onClick={save}>
          <Icon name="check-lg" className="me-1" />
          Save {what}
        </BusyButton>
      </div>
      {problemList.length > 0 && (
        <Alert variant="danger" dismissible onClose={() => setProblems({})}>
          <p className="fw-semibold mb-1">Some items need fixing before the {what} can be saved:</p>
          <ul className="mb-0 small">
            {problemList.map(({ field, index, problem }) => (
              <li key={field.id}>
                {index + 1}. {field.label || FIELD_TYPE_LABELS[field.type]}: {problem}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" dismissible onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <fieldset disabled={!canEdit} className="min-w-0">
        <FormBuilder
          items={items}
          onChange={change}
          parent={parent}
          fieldGroups={fieldGroups}
          groupFields={groupFields}
          context={{ customFields: customFields.data ?? [], teamTypes: teamTypes.data ?? [] }}
          currencySymbol={currencySymbol(currencyId)}
          makeId={newDocumentId}
          problems={problems}
          logicProblems={logicProblems}
          preview={<BuilderPreview definition={definition} currencyId={currencyId} teamTypes={teamTypes.data ?? []} />}
        />
      </fieldset>
      <UnsavedChangesGuard when={isDirty} message={`Your changes to this ${what}'s fields have not been saved.`} />
    </>
  );
}

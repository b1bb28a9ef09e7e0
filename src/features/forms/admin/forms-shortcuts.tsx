import { useFieldGroupsQuery } from '../../../data/field-groups/field-groups-api';
import { useFormsQuery, useSubmissionCountsQuery } from '../../../data/forms/forms-api';
import type { FieldGroup, Form } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { useFormsAbility } from '../use-forms-ability';
import { ShortcutBar, type Shortcut } from './shortcut-bar';

/** Active and archived counts of forms and field groups, for the shortcut bar. */
function counts(
  forms: readonly Pick<Form, 'isArchived'>[] | undefined,
  groups: readonly Pick<FieldGroup, 'isArchived'>[] | undefined,
) {
  const archived = (list: readonly { isArchived: boolean }[] | undefined) =>
    list?.filter((each) => each.isArchived).length;
  return {
    manageForms: forms && forms.length - archived(forms)!,
    archivedForms: archived(forms),
    manageFieldGroups: groups && groups.length - archived(groups)!,
    archivedFieldGroups: archived(groups),
  } as const;
}

/**
 * Forms, Archived Forms, Field Groups, Archived Field Groups with their counts (admin only); an
 * archive with nothing in it is shown but not linked.
 */
export function FormsShortcuts() {
  const { shortcutLinks } = useFormsAbility();
  const skip = shortcutLinks.length === 0;
  const forms = useFormsQuery(undefined, { skip });
  const fieldGroups = useFieldGroupsQuery(undefined, { skip });
  if (skip) return null;
  const count = counts(forms.data, fieldGroups.data);
  const labels = {
    manageForms: 'Forms',
    archivedForms: 'Archived Forms',
    manageFieldGroups: 'Field Groups',
    archivedFieldGroups: 'Archived Field Groups',
  } as const;
  const shortcuts: Shortcut[] = shortcutLinks.map(({ routeId }) => {
    const key = routeId as keyof typeof labels;
    const value = count[key];
    return {
      routeId,
      to: buildPath(key),
      label: labels[key],
      count: value,
      disabled: key.startsWith('archived') && value === 0,
    };
  });
  return <ShortcutBar label="Forms and field groups" shortcuts={shortcuts} />;
}

/** A form's screens with counts: its fields (the builder), settings, confirmations, notifications, webhooks (admin) and submissions. */
export function FormShortcuts({ form }: { form: Form }) {
  const ability = useFormsAbility();
  const formId = form.id;
  const submissionCounts = useSubmissionCountsQuery([formId], { skip: !ability.canManageSubmissions });
  const shortcuts: Shortcut[] = [
    { routeId: 'editForm', to: buildPath('editForm', { formId }), label: 'Fields', count: form.fieldIds.length },
    { routeId: 'editFormSettings', to: buildPath('editFormSettings', { formId }), label: 'Settings' },
    ...(ability.canManageConfirmations
      ? [
          {
            routeId: 'manageConfirmations',
            to: buildPath('manageConfirmations', { formId }),
            label: 'Confirmations',
            count: form.confirmationIds.length,
          } as const,
        ]
      : []),
    ...(ability.canManageNotifications
      ? [
          {
            routeId: 'manageFormNotifications',
            to: buildPath('manageFormNotifications', { formId }),
            label: 'Notifications',
            count: form.notificationIds.length,
          } as const,
        ]
      : []),
    ...(ability.canManageWebhooks
      ? [
          {
            routeId: 'manageWebhooks',
            to: buildPath('manageWebhooks', { formId }),
            label: 'Webhooks',
            count: form.webhookIds.length,
          } as const,
        ]
      : []),
    ...(ability.canManageSubmissions
      ? [
          {
            routeId: 'manageSubmissions',
            to: buildPath('manageSubmissions', { formId }),
            label: 'Submissions',
            // Sent submissions, as every count of them (the tab lists the drafts too, marked).
            count: submissionCounts.data?.[formId]?.sent,
          } as const,
        ]
      : []),
  ];
  return <ShortcutBar label="This form" shortcuts={shortcuts} />;
}

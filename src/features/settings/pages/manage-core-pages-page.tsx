import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { Icon, iconOrDefault } from '../../../components/icon';
import { IconChoice } from '../../../components/icon-choice';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { hasChanges } from '../../../components/save-changes-button';
import { useFieldProblems } from '../../../components/use-field-problems';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { errorMessage } from '../../../data/api-slice';
import { useCorePagesQuery, useUpdateCorePageMutation } from '../../../data/navigation/navigation-api';
import { CORE_PAGE_ICON_CHOICES, type CorePage } from '../../../domain/core-pages';
import { required } from '../../../domain/field-checks';
import { CorePagePictureField } from '../components/core-page-picture-field';
import { SaveBar } from '../components/save-bar';
import { SwitchField, TextField } from '../components/fields';
import { LoadFailure, SettingsFormSkeleton } from '../components/settings-loader';
import { useDraft } from '../components/use-draft';
import '../settings.css';

/** What this screen edits of a core page (its id and audit fields are not the admin's to change). */
type CorePageEdit = Pick<CorePage, 'title' | 'icon' | 'isPublished' | 'assetId'>;

function editableOf({ title, icon, isPublished, assetId }: CorePage): CorePageEdit {
  return { title, icon, isPublished, assetId };
}

function CorePageForm({ page }: { page: CorePage }) {
  const saved = editableOf(page);
  const { draft, setDraft, set } = useDraft(saved);
  const [updateCorePage, { isLoading: isSaving }] = useUpdateCorePageMutation();
  const feedback = useFeedback();
  const titleId = `core-page-${page.id}-title`;
  const fieldProblems = useFieldProblems(() => ({ [titleId]: required(draft.title, 'Enter a title') }));

  const save = useSingleSubmit(async () => {
    try {
      // The stored values (trimmed) become the form's, so Save rests until the next change.
      setDraft(editableOf(await updateCorePage({ ...page, ...draft }).unwrap()));
      feedback.showSuccess();
    } catch (error) {
      feedback.showError(errorMessage(error));
    }
  });

  const headingId = `core-page-${page.id}-heading`;
  return (
    <Form noValidate aria-labelledby={headingId} onSubmit={fieldProblems.handleSubmit(() => save(undefined))}>
      <Card body className="settings-card mb-3">
        <h2 id={headingId} className="h5 d-flex align-items-center gap-2 mb-3">
          <Icon name={iconOrDefault(page.icon)} />
          {page.title}
        </h2>
        <SwitchField
          label="Published"
          checked={draft.isPublished}
          onChange={(isPublished) => set({ isPublished })}
          hint="Teams find a published page in their menu; an unpublished one is not offered to them."
        />
        <TextField
          id={titleId}
          label="Title"
          required
          value={draft.title}
          onChange={(title) => set({ title })}
          error={fieldProblems.at(titleId)}
          hint="Its name in the menu. Changing the matching wording on Terms & Variables renames it too."
        />
        <div className="mb-3">
          <IconChoice
            id={`core-page-${page.id}-icon`}
            label="Icon (used in the sidebar)"
            icons={CORE_PAGE_ICON_CHOICES}
            value={draft.icon}
            onChange={(icon) => set({ icon })}
          />
        </div>
        <CorePagePictureField page={page} value={draft.assetId} onChange={(assetId) => set({ assetId })} />
        <SaveBar isSaving={isSaving} isDirty={hasChanges(draft, saved)} />
      </Card>
    </Form>
  );
}

/** The built-in pages (dashboard, downloads, forms, suppliers, tasks, time table, notifications), one form each. */
export default function ManageCorePagesPage() {
  const { data: corePages, isLoading, error, refetch } = useCorePagesQuery();
  return (
    <AdminPage
      title="Core Pages"
      description="The built-in pages: whether teams are offered them, and their titles, icons and pictures."
      aside={
        <p className="mb-0">
          The Time Table starts unpublished: publish it once its dates are set, and every team finds it in the menu.
        </p>
      }
    >
      {isLoading ? (
        <SettingsFormSkeleton rows={7} />
      ) : corePages ? (
        corePages.map((page) => <CorePageForm key={page.id} page={page} />)
      ) : (
        <LoadFailure
          message={errorMessage(error) ?? 'The core pages could not be loaded.'}
          onRetry={() => void refetch()}
        />
      )}
    </AdminPage>
  );
}

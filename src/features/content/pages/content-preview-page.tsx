import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/bootstrap/alert';
import { AdminPage } from '../../../components/admin-page';
import { SelectField } from '../../../components/form-fields';
import { LinkButton } from '../../../components/link-button';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useEditableContentQuery, useSectionAssetsQuery } from '../../../data/content/content-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { previewFor, type PreviewAudience } from '../../../domain/content-draft';
import { buildPath } from '../../../domain/routes';
import { ContentArticle } from '../components/content-article';
import { ContentUnavailable } from '../components/content-unavailable';
import '../components/content-sections.css';

const GUEST = 'guest';

/** The picker's value (?as=): a team type's id, or 'guest'. */
function audienceOf(value: string): PreviewAudience {
  return value === GUEST ? { kind: 'guest' } : { kind: 'team', teamTypeId: value };
}

/**
 * /admin/content/{contentId}/preview?as={teamTypeId|guest}: the page with its unpublished changes
 * as a member of the chosen team type, or a guest with the public link, would see it once published.
 */
export default function ContentPreviewPage() {
  const { contentId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = useEditableContentQuery(contentId);
  const teamTypes = useTeamTypesQuery();
  const chosen = params.get('as') ?? teamTypes.data?.[0]?.id ?? GUEST;
  const preview = page.data ? previewFor(page.data, audienceOf(chosen)) : undefined;
  const assets = useSectionAssetsQuery(preview?.sections ?? [], { skip: !preview });
  const options = [
    ...(teamTypes.data ?? []).map((type) => ({ value: type.id, label: `A member of ${type.name}` })),
    { value: GUEST, label: 'A guest (public link)' },
  ];
  const audienceName = options.find((option) => option.value === chosen)?.label ?? 'A member of a team of no type';

  return (
    <AdminPage
      title={page.data ? `Preview: ${page.data.content.title}` : 'Preview'}
      description="How the page will look once its changes are published."
      actions={
        <LinkButton to={buildPath('editContent', { contentId })} icon="arrow-left">
          Back to the editor
        </LinkButton>
      }
    >
      <LoadingOrError
        isLoading={page.isLoading || teamTypes.isLoading}
        error={page.error ?? teamTypes.error}
        rows={6}
      />
      {page.data && (
        <>
          <div className="mb-3" style={{ maxWidth: '24rem' }}>
            <SelectField
              id="preview-as"
              label="Preview as"
              value={chosen}
              options={options}
              onChange={(value) => setParams({ as: value }, { replace: true })}
            />
          </div>
          <Alert variant="warning" className="content-preview-notice" role="note">
            <strong>Preview</strong> as {audienceName.charAt(0).toLowerCase() + audienceName.slice(1)}: nobody else sees
            these changes until you publish them.
            {preview && !preview.canView && ' This person could not open the page: it is not shared with them.'}
          </Alert>
          <section aria-label="Preview" className="content-preview border border-warning border-2 rounded-4 p-2 p-md-3">
            {preview?.canView ? (
              <ContentArticle
                content={page.data.content}
                sections={preview.sections}
                assets={assets.data ?? []}
                linkContentId={chosen === GUEST ? '' : contentId}
              />
            ) : (
              <ContentUnavailable />
            )}
          </section>
        </>
      )}
    </AdminPage>
  );
}

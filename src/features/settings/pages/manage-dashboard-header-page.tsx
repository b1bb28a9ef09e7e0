import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import type { CorePage } from '../../../domain/core-pages';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useAssetsQuery } from '../../../data/assets/assets-api';
import { LibraryAssetPicker } from '../../../components/library-asset-picker';
import { useCorePagesQuery, useUpdateCorePageMutation } from '../../../data/navigation/navigation-api';
import { SaveBar } from '../components/save-bar';
import { LoadFailure, SettingsFormSkeleton } from '../components/settings-loader';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { errorMessage } from '../../../data/api-slice';

function HeaderPreview({ assetId, title }: { assetId: string; title: string }) {
  const { data: assets } = useAssetsQuery();
  const asset = assets?.find((candidate) => candidate.id === assetId);
  const url = asset?.type === 'image' ? asset.data.medium : '';
  return (
    <div
      className="dashboard-header-preview"
      style={url ? { backgroundImage: `url("${url}")` } : undefined}
      role="img"
      aria-label={url ? `Header preview: ${asset?.altText || asset?.name}` : 'Header preview: no image'}
    >
      <span className="dashboard-header-preview-title">{title}</span>
      {!url && (
        <span className="dashboard-header-preview-empty">
          No header image: the dashboard shows its title on a plain band.
        </span>
      )}
    </div>
  );
}

function DashboardHeaderForm({ dashboard }: { dashboard: CorePage }) {
  const [assetId, setAssetId] = useState(dashboard.assetId);
  const [updateCorePage, { isLoading: isSaving }] = useUpdateCorePageMutation();
  const feedback = useFeedback();

  const save = useSingleSubmit(async () => {
    try {
      await updateCorePage({ ...dashboard, assetId }).unwrap();
      feedback.showSuccess();
    } catch (error) {
      feedback.showError(errorMessage(error));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(undefined);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Card body className="settings-card">
        <LibraryAssetPicker label="Header image" value={assetId} onChange={setAssetId} />
        <Form.Text className="d-block mt-2 mb-4">
          A wide landscape photo works best; it is cropped to a band across the top of the dashboard.
        </Form.Text>
        <HeaderPreview assetId={assetId} title={dashboard.title} />
        <SaveBar isSaving={isSaving} isDirty={assetId !== dashboard.assetId} />
      </Card>
    </Form>
  );
}

export default function DashboardHeaderPage() {
  const { data: corePages, isLoading, error, refetch } = useCorePagesQuery();
  const dashboard = corePages?.find((page) => page.id === 'dashboard');
  return (
    <AdminPage title="Dashboard Header" description="The image across the top of everyone's dashboard.">
      {isLoading ? (
        <SettingsFormSkeleton rows={3} />
      ) : dashboard ? (
        <DashboardHeaderForm dashboard={dashboard} />
      ) : (
        <LoadFailure
          message={errorMessage(error) ?? 'The dashboard page could not be loaded.'}
          onRetry={() => void refetch()}
        />
      )}
    </AdminPage>
  );
}

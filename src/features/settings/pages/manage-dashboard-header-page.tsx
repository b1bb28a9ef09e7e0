import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import type { CorePage } from '../../../domain/core-pages';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { CorePagePictureField } from '../components/core-page-picture-field';
import { useCorePagesQuery, useUpdateCorePageMutation } from '../../../data/navigation/navigation-api';
import { SaveBar } from '../components/save-bar';
import { LoadFailure, SettingsFormSkeleton } from '../components/settings-loader';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { errorMessage } from '../../../data/api-slice';

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
        <CorePagePictureField page={dashboard} value={assetId} onChange={setAssetId} />
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

import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import {
  settingsDefaults,
  settingsMissingMessage,
  type Settings,
  type SettingsKind,
} from '../../../domain/settings/settings-documents';
import { useSettings } from '../../../data/settings/settings-api';
import { Icon } from '../../../components/icon';
import { errorMessage } from '../../../data/api-slice';

/** The shape of a settings form while its document loads. */
export function SettingsFormSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Card body className="settings-card" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Placeholder key={index} as="div" animation="glow" className="mb-4">
          <Placeholder xs={3} size="sm" className="mb-2 d-block" />
          <Placeholder xs={12} size="lg" className="d-block" />
        </Placeholder>
      ))}
    </Card>
  );
}

/** A load that failed: the reason, and a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
      <Icon name="exclamation-triangle" />
      <span className="me-auto">{message}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** A missing settings document: says so, and offers to start from the defaults (saved on Save). */
function MissingSettings({ kind, onStart }: { kind: SettingsKind; onStart: () => void }) {
  return (
    <Card body className="settings-card text-center py-5">
      <Icon name="sliders" className="settings-empty-icon" />
      <h2 className="h5 mt-3">{settingsMissingMessage(kind)}</h2>
      <p className="text-body-secondary mb-4">
        This event has no saved settings of this kind yet. Start from the defaults, adjust them and save.
      </p>
      <Button onClick={onStart}>Start from the defaults</Button>
    </Card>
  );
}

/**
 * Loads one settings document and hands it to the form. Loading shows a skeleton; a missing
 * document shows "No … settings found" with the option to start from the defaults; a document
 * that fails its check shows the load error with a retry.
 */
export function SettingsLoader<K extends SettingsKind>({
  kind,
  rows,
  children,
}: {
  kind: K;
  rows?: number;
  children: (settings: Settings<K>) => ReactNode;
}) {
  const { data, error, isLoading, refetch } = useSettings(kind);
  const [startFromDefaults, setStartFromDefaults] = useState(false);
  if (isLoading) return <SettingsFormSkeleton rows={rows} />;
  // The form keeps its own draft: a reload after a save (or a failed one) never wipes what was typed.
  if (data) return children(data);
  const message = errorMessage(error) ?? '';
  if (message === settingsMissingMessage(kind)) {
    return startFromDefaults ? (
      children(settingsDefaults(kind))
    ) : (
      <MissingSettings kind={kind} onStart={() => setStartFromDefaults(true)} />
    );
  }
  return <LoadFailure message={message || 'These settings could not be loaded.'} onRetry={() => void refetch()} />;
}

import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Navigate, useNavigate } from 'react-router';
import { buildPath } from '../../../domain/routes';
import { useSessionUser } from '../../../data/session/use-session';
import { setSession } from '../../../data/session/session-state';
import { useSettings, useTerminology } from '../../../data/settings/settings-api';
import { useCompleteOnboardingMutation } from '../../../data/onboarding/onboarding-api';
import { videoEmbedUrl } from '../video-embed';
import { BusyButton } from '../../../components/busy-button';
import { Icon } from '../../../components/icon';
import { LoadingOrError } from '../../../components/loading-or-error';
import { errorMessage } from '../../../data/api-slice';

/**
 * The welcome flow, from the onboarding settings: title, greeting by name (surname optional),
 * welcome message, video and signature. Continuing marks the person onboarded and opens the
 * dashboard; with onboarding switched off the page is skipped.
 */
export default function OnboardingPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const terminology = useTerminology();
  const onboarding = useSettings('onboarding');
  const event = useSettings('event').data;
  const [complete, { isLoading: isSaving }] = useCompleteOnboardingMutation();
  const [saveFailure, setSaveFailure] = useState<string>();

  if (onboarding.isLoading) return <LoadingOrError isLoading rows={6} />;
  const settings = onboarding.data;
  if (!settings?.showOnboarding) return <Navigate to={buildPath('dashboard')} replace />;

  const name = [user.firstName, settings.showSurname ? user.surname : ''].filter(Boolean).join(' ');
  const videoUrl = videoEmbedUrl(settings);
  const signature = event?.teamName || event?.companyName || event?.eventName;

  const continueToDashboard = async () => {
    setSaveFailure(undefined);
    try {
      await complete().unwrap();
    } catch (failure) {
      // Said above the button; the person stays to try again.
      setSaveFailure(errorMessage(failure));
      return;
    }
    setSession({ status: 'signedIn', user: { ...user, isOnboarded: true } });
    void navigate(buildPath('dashboard'), { replace: true });
  };

  return (
    <div className="px-3 py-4 px-md-4 d-flex justify-content-center">
      <article className="portal-card onboarding-card p-4 p-md-5 w-100" style={{ maxWidth: '46rem' }}>
        <span className="portal-state-icon mb-3" aria-hidden="true">
          <Icon name="stars" />
        </span>
        <h1 className="h2 mb-3">{settings.title}</h1>
        {settings.showGreeting && name && (
          <p className="lead mb-3">
            {settings.salutation} {name},
          </p>
        )}
        {settings.description && (
          <div className="onboarding-message mb-4" style={{ whiteSpace: 'pre-line' }}>
            {settings.description}
          </div>
        )}
        {videoUrl && (
          <div className="ratio ratio-16x9 mb-4 rounded overflow-hidden border">
            <iframe
              src={videoUrl}
              title="Welcome video"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
            />
          </div>
        )}
        {settings.showSignature && signature && (
          <p className="mb-4">
            Kind regards,
            <br />
            <span className="fw-semibold">{signature}</span>
          </p>
        )}
        {saveFailure && <Alert variant="danger">{saveFailure}</Alert>}
        <BusyButton size="lg" onClick={() => void continueToDashboard()} busy={isSaving}>
          Continue to {terminology.dashboard}
          <Icon name="arrow-right" className="ms-2" />
        </BusyButton>
      </article>
    </div>
  );
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BANNER_AUTO_HIDE_MS } from '../../domain/constants';
import { BANNER_DEFAULTS } from '../../domain/messages';
import { DismissibleAlert, type DismissibleAlertProps } from '../dismissible-alert';

type BannerVariant = keyof typeof BANNER_DEFAULTS;
interface Banner {
  variant: BannerVariant;
  message: string;
  /** Changes with every banner, so the same message twice restarts its timer. */
  key: number;
}

interface Feedback {
  showSuccess(message?: string): void;
  showError(message?: string): void;
  showInfo(message?: string): void;
  showWarning(message?: string): void;
  clear(): void;
}

const FeedbackContext = createContext<Feedback | undefined>(undefined);
const BannerContext = createContext<{ banner?: Banner; clear(): void } | undefined>(undefined);

const alertVariants: Record<BannerVariant, DismissibleAlertProps['variant']> = {
  success: 'success',
  error: 'danger',
  info: 'info',
  warning: 'warning',
};

/**
 * Feedback banners: idle until a message is set; a success banner clears itself after 3 s, an
 * error stays until it is closed. Messages default to the spec's texts.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<Banner>();
  const clear = useCallback(() => setBanner(undefined), []);
  const feedback = useMemo<Feedback>(() => {
    const show = (variant: BannerVariant) => (message?: string) =>
      setBanner({ variant, message: message ?? BANNER_DEFAULTS[variant], key: Date.now() });
    return {
      showSuccess: show('success'),
      showError: show('error'),
      showInfo: show('info'),
      showWarning: show('warning'),
      clear,
    };
  }, [clear]);

  useEffect(() => {
    if (banner?.variant !== 'success') return;
    const timer = setTimeout(clear, BANNER_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [banner, clear]);

  const bannerState = useMemo(() => ({ banner, clear }), [banner, clear]);
  return (
    <FeedbackContext value={feedback}>
      <BannerContext value={bannerState}>{children}</BannerContext>
    </FeedbackContext>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}

/** Where the current banner shows; the layout places it once above the page. */
export function FeedbackBanner() {
  const state = useContext(BannerContext);
  if (!state?.banner) return null;
  const { banner, clear } = state;
  return (
    <DismissibleAlert
      key={banner.key}
      variant={alertVariants[banner.variant]}
      onClose={clear}
      className="mb-0 rounded-0"
      role={banner.variant === 'error' ? 'alert' : 'status'}
    >
      {banner.message}
    </DismissibleAlert>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  readAuthLinkParams,
  type AuthLinkMode,
  type AuthLinkParams,
  type AuthTokenStatus,
} from '../../../domain/auth-callables';
import { checkAuthLink } from '../../../data/auth/auth-store';
import { authFailureMessage } from '../sign-in-error-message';

export type AuthLinkState =
  | { status: 'checking' }
  | { status: 'valid'; link: AuthLinkParams; email: string }
  | { status: Exclude<AuthTokenStatus, 'valid'> }
  /** The check itself failed (offline, server down); the message says why. */
  | { status: 'failed'; message: string };

/**
 * Reads the link's parameters (continuePath, mode, token, uid) and asks the server whether it can
 * still be used, so a used or expired link says so before anyone types anything.
 */
export function useAuthLink(expectedModes: readonly AuthLinkMode[]): AuthLinkState {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const modes = expectedModes.join(',');
  const link = useMemo(() => {
    const params = readAuthLinkParams(new URLSearchParams(search));
    return params && modes.split(',').includes(params.mode) ? params : undefined;
  }, [search, modes]);
  // The answer is kept with the link it is about, so a changed link reads as 'checking' again.
  const [answer, setAnswer] = useState<{ link: AuthLinkParams; state: AuthLinkState }>();

  useEffect(() => {
    if (!link) return;
    let current = true;
    checkAuthLink(link).then(
      ({ status, email }) => {
        if (current) setAnswer({ link, state: status === 'valid' ? { status, link, email: email ?? '' } : { status } });
      },
      async (error: unknown) => {
        const message = await authFailureMessage(error);
        if (current) setAnswer({ link, state: { status: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (!link) return { status: 'invalid' };
  return answer?.link === link ? answer.state : { status: 'checking' };
}

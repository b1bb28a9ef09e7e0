import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { useRedirectWhenSignedIn } from '../components/use-redirect-when-signed-in';

/** Where a confirmed email change lands: the person signs in with the new address. */
export default function UpdateEmailLoginPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const continuePath = searchParams.get('continuePath');
  useRedirectWhenSignedIn(continuePath);
  return (
    <AuthCard icon="envelope-check" tone="success" title="Sign in with your new email address">
      {email && (
        <div role="alert" className="alert alert-success small">
          Your email address is now <strong className="text-break">{email}</strong>. Use it from now on; your password
          has not changed.
        </div>
      )}
      <SignInForm initialEmail={email} continuePath={continuePath ?? undefined} />
    </AuthCard>
  );
}

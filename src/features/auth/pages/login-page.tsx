import { useSearchParams } from 'react-router';
import { useTakeOverFromHtml } from '../../../components/use-take-over-from-html';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { useRedirectWhenSignedIn } from '../components/use-redirect-when-signed-in';

export default function LoginPage() {
  useTakeOverFromHtml();
  const [searchParams] = useSearchParams();
  const continuePath = searchParams.get('continuePath');
  useRedirectWhenSignedIn(continuePath);
  return (
    <AuthCard icon="box-arrow-in-right" title="Sign in" lead="Welcome back. Sign in to your event portal.">
      <SignInForm initialEmail={searchParams.get('email') ?? ''} continuePath={continuePath ?? undefined} />
    </AuthCard>
  );
}

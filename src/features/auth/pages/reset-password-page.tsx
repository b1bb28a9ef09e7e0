import { PasswordLinkScreen } from '../components/password-link-screen';

export default function ResetPasswordPage() {
  return <PasswordLinkScreen mode="resetPassword" />;
}

import { PasswordLinkScreen } from '../components/password-link-screen';

export default function SetPasswordPage() {
  return <PasswordLinkScreen mode="setPassword" />;
}

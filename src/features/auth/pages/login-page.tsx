import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../components/session/use-session';
import { signInWithEmail } from '../../../lib/firebase/auth';
import { homePathFor, safeContinuePath } from '../home-path';
import { signInErrorMessage } from '../sign-in-error-message';

export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  // Once the session holds the user (and their role), go where they were heading, or home.
  useEffect(() => {
    if (session.status !== 'signedIn') return;
    navigate(safeContinuePath(searchParams.get('continuePath')) ?? homePathFor(session.user.role), { replace: true });
  }, [session, navigate, searchParams]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await signInWithEmail(email, password);
    } catch (failure) {
      setError(await signInErrorMessage(failure));
      setSubmitting(false);
    }
  }

  return (
    <Card className="auth-card shadow-lg border-0">
      <Card.Body className="p-4 p-sm-5">
        <h1 className="h3 mb-1">Sign in</h1>
        <p className="text-muted mb-4">Welcome back. Sign in to your event portal.</p>
        {error && (
          <Alert variant="danger" role="alert" onClose={() => setError(undefined)} dismissible>
            {error}
          </Alert>
        )}
        <Form onSubmit={submit} noValidate={false}>
          <Form.Group className="mb-3" controlId="login-email">
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} autoFocus />
          </Form.Group>
          <Form.Group className="mb-4" controlId="login-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Group>
          <Button type="submit" className="w-100" disabled={submitting}>
            {submitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Sign in
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

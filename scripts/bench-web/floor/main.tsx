import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router';

// The floor of the first-screen benchmark: the least a page on the portal's stack can load to sign
// somebody in — React, React Router's data router and Firebase Auth's email sign-in. Built by
// scripts/bench-web.ts from the same node_modules as the portal, never shipped.
const env = import.meta.env;
const auth = getAuth(
  initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
  }),
);
if (env.VITE_USE_EMULATORS === 'true')
  connectAuthEmulator(auth, `http://${env.VITE_EMULATOR_HOST}:${env.VITE_AUTH_EMULATOR_PORT}`, {
    disableWarnings: true,
  });

function SignIn() {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signInWithEmailAndPassword(auth, String(form.get('email')), String(form.get('password'))).then(
      () => navigate('/signed-in'),
      (failure: unknown) => setError(String(failure)),
    );
  };
  return (
    <main>
      <h1>Sign in</h1>
      <form onSubmit={submit}>
        <label>
          Email <input name="email" type="email" required />
        </label>
        <label>
          Password <input name="password" type="password" required />
        </label>
        <button type="submit">Sign in</button>
        {error && <p role="alert">{error}</p>}
      </form>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <SignIn /> },
  { path: '/signed-in', element: <h1>Signed in</h1> },
]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);

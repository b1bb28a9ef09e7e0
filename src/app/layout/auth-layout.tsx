import { Outlet } from 'react-router';

/** The frame of sign-in screens and guest pages: no sidebar, the page centred on a calm background. */
export function AuthLayout() {
  return (
    <main className="auth-layout min-vh-100 d-flex align-items-center justify-content-center p-3">
      <Outlet />
    </main>
  );
}

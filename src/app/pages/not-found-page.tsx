import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <div className="p-4 p-md-5 text-center">
      <p className="display-5 fw-bold text-muted mb-1">404</p>
      <h1 className="h3">Page not found</h1>
      <p className="text-muted">The page you asked for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Go To Dashboard
      </Link>
    </div>
  );
}

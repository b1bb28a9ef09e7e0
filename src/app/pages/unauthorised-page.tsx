import { Link } from 'react-router';

export default function UnauthorisedPage() {
  return (
    <div className="p-4 p-md-5 text-center">
      <i className="bi bi-shield-lock display-4 text-muted" aria-hidden="true" />
      <h1 className="h3 mt-3">You don't have access to this page</h1>
      <p className="text-muted">Your role doesn't include this area. If you think it should, ask an event administrator.</p>
      <Link to="/" className="btn btn-primary">
        Go To Dashboard
      </Link>
    </div>
  );
}

import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { adminSections } from '../../../domain/admin-sections';
import { hasRole } from '../../../domain/roles';
import { buildPath } from '../../../domain/routes';
import { useMountedRoutes } from '../../../components/mounted-routes';
import { useSessionUser } from '../../../components/session/use-session';

/** The admin landing page: the eleven areas of the organiser's work, each with its screens. */
export default function AdminHomePage() {
  const user = useSessionUser();
  const mounted = useMountedRoutes();
  const isAdmin = hasRole(user.role, 'admin');

  return (
    <div className="p-3 p-md-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">Admin</h1>
        <p className="text-muted mb-0">Everything you run for this event, grouped by area.</p>
      </header>
      <Row xs={1} md={2} xl={3} className="g-3">
        {adminSections.map((section) => {
          const links = section.links.filter((link) => mounted.has(link.routeId) && (!link.adminOnly || isAdmin));
          return (
            <Col key={section.id}>
              <Card as="section" className="admin-section-card h-100 border-0 shadow-sm" aria-labelledby={`admin-section-${section.id}`}>
                <Card.Body>
                  <div className="d-flex align-items-center gap-2 mb-2">
                    <i className={`bi ${section.icon} fs-4 text-primary`} aria-hidden="true" />
                    <h2 className="h5 mb-0" id={`admin-section-${section.id}`}>
                      {section.title}
                    </h2>
                  </div>
                  <p className="text-muted small mb-2">{section.description}</p>
                  {links.length > 0 && (
                    <ul className="list-unstyled mb-0">
                      {links.map((link) => (
                        <li key={link.routeId}>
                          <Link to={buildPath(link.routeId)}>{link.label}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}

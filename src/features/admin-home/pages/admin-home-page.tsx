import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { adminSectionsFor } from '../../../domain/admin-sections';
import { buildPath } from '../../../domain/routes';
import { useMountedRoutes } from '../../../components/mounted-routes';
import { useSessionUser } from '../../../components/session/use-session';

const sectionIcons: Record<string, string> = {
  Reporting: 'bi-graph-up',
  'General settings': 'bi-sliders',
  Dashboard: 'bi-speedometer2',
  'Assets & Downloads': 'bi-images',
  Tasks: 'bi-check2-square',
  Content: 'bi-file-earmark-richtext',
  Forms: 'bi-ui-checks',
  Emails: 'bi-envelope',
  Notifications: 'bi-bell',
  'Teams, Users & Custom Fields': 'bi-people',
  Suppliers: 'bi-truck',
};

/** The admin landing page: the areas of the organiser's work this role may open, each with its screens. */
export default function AdminHomePage() {
  const user = useSessionUser();
  const mounted = useMountedRoutes();
  const sections = adminSectionsFor(user.role);

  return (
    <div className="p-3 p-md-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">Admin</h1>
        <p className="text-muted mb-0">Everything you run for this event, grouped by area.</p>
      </header>
      <Row xs={1} md={2} xl={3} className="g-3">
        {sections.map((section, index) => {
          const headingId = `admin-section-${index}`;
          const links = section.links.filter((link) => mounted.has(link.routeId));
          return (
            <Col key={section.title}>
              <Card as="section" className="admin-section-card h-100 border-0 shadow-sm" aria-labelledby={headingId}>
                <Card.Body>
                  <div className="d-flex align-items-center gap-2 mb-2">
                    <i className={`bi ${sectionIcons[section.title] ?? 'bi-grid'} fs-4 text-primary`} aria-hidden="true" />
                    <h2 className="h5 mb-0" id={headingId}>
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

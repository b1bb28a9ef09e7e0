import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Link, Navigate } from 'react-router';
import { adminLinkLabel, adminSectionsFor } from '../../../domain/admin-sections';
import { buildPath } from '../../../domain/routes';
import { AdminPage } from '../../../components/admin-page';
import { useMountedRoutes } from '../../../components/mounted-routes';
import { useSessionUser } from '../../../data/session/use-session';
import { Icon, type IconName } from '../../../components/icon';

const sectionIcons: Record<string, IconName> = {
  Reporting: 'graph-up',
  'General settings': 'sliders',
  Dashboard: 'speedometer2',
  'Assets & Downloads': 'images',
  Tasks: 'check2-square',
  Content: 'file-earmark-richtext',
  Forms: 'ui-checks',
  Emails: 'envelope',
  Notifications: 'bell',
  'Teams, Users & Custom Fields': 'people',
  Suppliers: 'truck',
};

/** The admin landing page: the areas of the organiser's work this role may open, each with its screens. */
export default function AdminHomePage() {
  const user = useSessionUser();
  const mounted = useMountedRoutes();
  const sections = adminSectionsFor(user.role, (routeId) => mounted.has(routeId));
  // A role with no built screen here (a report viewer while reports are not built) works from the dashboard.
  if (sections.length === 0) return <Navigate to={buildPath('dashboard')} replace />;

  return (
    <AdminPage
      title="Admin"
      description="Everything you run for this event, grouped by area."
      aside={
        <ul className="ps-3 mb-0">
          <li className="mb-2">The quick links above jump straight to the screens you use most.</li>
          <li className="mb-2">
            Changes to branding, terminology and the sidebar show for everyone as soon as they are saved.
          </li>
          <li>Each area shows only the screens your role can open.</li>
        </ul>
      }
    >
      <Row xs={1} md={2} xxl={3} className="g-3">
        {sections.map((section, index) => {
          const headingId = `admin-section-${index}`;
          return (
            <Col key={section.title}>
              <Card as="section" className="admin-section-card h-100" aria-labelledby={headingId}>
                <Card.Body>
                  <div className="d-flex align-items-center gap-3 mb-2">
                    <span className="admin-section-icon" aria-hidden="true">
                      <Icon name={sectionIcons[section.title] ?? 'grid'} />
                    </span>
                    <h2 className="h5 mb-0" id={headingId}>
                      {section.title}
                    </h2>
                  </div>
                  <p className="text-muted small mb-2">{section.description}</p>
                  <ul className="list-unstyled mb-0">
                    {section.links.map((link) => (
                      <li key={link.routeId} className="py-1">
                        <Link to={buildPath(link.routeId)} className="text-decoration-none">
                          <Icon name="arrow-right-short" className="me-1" />
                          {adminLinkLabel(link)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
    </AdminPage>
  );
}

import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { Link } from 'react-router';
import { useAssetsQuery } from '../../../data/assets/assets-api';
import { useVisibleContentList } from '../../../data/content/content-api';
import { useCorePagesQuery } from '../../../data/navigation/navigation-api';
import { useSettings } from '../../../data/settings/settings-api';
import type { Asset } from '../../../domain/asset';
import type { Content } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import '../dashboard.css';
import { Icon } from '../../../components/icon';
import { DashboardCards } from '../components/dashboard-cards';
import { useDashboardAbility } from '../use-dashboard-ability';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useCorePagePicture } from '../../../components/core-page-picture';

function FeaturedCard({ content, image }: { content: Content; image?: Asset }) {
  return (
    <Card className="featured-card h-100 border-0 shadow-sm">
      <div className="featured-card-image" aria-hidden="true">
        {image?.type === 'image' ? <img src={image.data.small} alt="" loading="lazy" /> : <Icon name={content.icon} />}
      </div>
      <Card.Body>
        <Card.Title as="h3" className="h6 mb-1">
          <Link
            to={buildPath('viewContent', { contentId: content.id })}
            className="stretched-link text-reset text-decoration-none"
          >
            {content.title}
          </Link>
        </Card.Title>
        {content.description && <Card.Text className="small text-body-secondary mb-0">{content.description}</Card.Text>}
      </Card.Body>
    </Card>
  );
}

/**
 * The team's home: the dashboard core page's header image with a greeting, the six cards of the
 * person's team type's layout, then the featured pages (those this person may see, in the
 * organisers' order).
 */
export default function DashboardPage() {
  const { user, canArrangeCards } = useDashboardAbility();
  const corePages = useCorePagesQuery();
  const featured = useSettings('featured');
  const contents = useVisibleContentList();
  const assets = useAssetsQuery();
  const dashboard = corePages.data?.find((page) => page.id === 'dashboard');
  const assetsById = new Map((assets.data ?? []).map((asset) => [asset.id, asset]));
  const header = useCorePagePicture('dashboard');
  const visibleById = new Map(
    (contents.data ?? [])
      .filter((content) => !content.isArchived && content.isPublished)
      .map((content) => [content.id, content]),
  );
  const featuredPages = (featured.data?.contentIds ?? []).flatMap((id) => visibleById.get(id) ?? []);
  const loadingCards = contents.isLoading || featured.isLoading;

  return (
    <div className="p-3 p-md-4">
      <header className="dashboard-header mb-4">
        {header && (
          <img
            src={header.data.large}
            srcSet={`${header.data.medium} 1440w, ${header.data.large} 1920w`}
            sizes="100vw"
            alt={header.altText}
          />
        )}
        <div className="dashboard-header-text">
          <h1 className="h2 mb-1">Welcome{user.firstName ? `, ${user.firstName}` : ''}</h1>
          <p className="mb-0 opacity-75">{dashboard?.title ?? 'Dashboard'}</p>
        </div>
      </header>
      <section aria-label="Your overview" className="mb-4">
        {canArrangeCards && (
          <div className="text-end mb-2">
            <Link to={buildPath('manageCardLayouts')} className="small">
              Arrange these cards
            </Link>
          </div>
        )}
        <DashboardCards user={user} />
      </section>
      <section aria-labelledby="featured-heading">
        <div className="d-flex align-items-baseline justify-content-between mb-3">
          <h2 id="featured-heading" className="h5 mb-0">
            Featured
          </h2>
          <Link to={buildPath('content')} className="small">
            All pages
          </Link>
        </div>
        <LoadingOrError
          isLoading={loadingCards}
          error={contents.error}
          skeleton={
            <Row xs={1} sm={2} xl={4} className="g-3" role="status" aria-busy="true" aria-label="Loading">
              {[0, 1, 2, 3].map((index) => (
                <Col key={index}>
                  <Placeholder as="div" animation="glow" className="bg-body rounded-3 shadow-sm p-3">
                    <Placeholder xs={12} style={{ height: '6rem' }} className="mb-2 rounded" />
                    <Placeholder xs={8} />
                  </Placeholder>
                </Col>
              ))}
            </Row>
          }
        />
        {!loadingCards && featuredPages.length === 0 && (
          <Card className="border-0 shadow-sm">
            <Card.Body className="text-body-secondary">
              Nothing is featured right now. Browse <Link to={buildPath('content')}>all pages</Link> for your event’s
              information.
            </Card.Body>
          </Card>
        )}
        {featuredPages.length > 0 && (
          <Row xs={1} sm={2} xl={4} className="g-3" as="ul" role="list" style={{ listStyle: 'none', paddingLeft: 0 }}>
            {featuredPages.map((content) => (
              <Col key={content.id} as="li">
                <FeaturedCard content={content} image={content.assetId ? assetsById.get(content.assetId) : undefined} />
              </Col>
            ))}
          </Row>
        )}
      </section>
    </div>
  );
}

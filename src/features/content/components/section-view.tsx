import { Badge } from '../../../components/bootstrap/badge';
import { Table } from '../../../components/bootstrap/table';
import { RichText } from '../../../components/rich-text/rich-text';
import type { Asset } from '../../../domain/asset';
import {
  absoluteLink,
  googleMapsEmbedUrl,
  vimeoEmbedUrl,
  youTubeEmbedUrl,
  type Section,
  type SectionOf,
} from '../../../domain/section';
import { ResourcesSection, TaskListSection } from '../sections/task-sections';
import './content-sections.css';
import { Icon, type IconName } from '../../../components/icon';

function EmptySection({ icon, children }: { icon: IconName; children: string }) {
  return (
    <div className="text-body-secondary border rounded-3 p-3 small d-flex align-items-center gap-2 bg-body">
      <Icon name={icon} />
      {children}
    </div>
  );
}

function TableSection({ data }: { data: SectionOf<'table'>['data'] }) {
  if (data.rows.length === 0) return <EmptySection icon="table">This table has no rows yet.</EmptySection>;
  const [first, ...rest] = data.rows;
  const header = data.isFirstRowHeader ? first : undefined;
  const body = data.isFirstRowHeader ? rest : data.rows;
  return (
    <div className="content-table-wrapper">
      <Table bordered striped className={`content-table mb-0 bg-body ${data.isFixedWidth ? 'is-fixed' : ''}`}>
        {header && (
          <thead>
            <tr>
              {header.cells.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function Embed({ src, title, isMap = false }: { src: string; title: string; isMap?: boolean }) {
  return (
    <div className={`content-embed ${isMap ? 'is-map' : ''}`}>
      <iframe src={src} title={title} loading="lazy" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}

function SectionBody({
  section,
  assets,
  contentId,
}: {
  section: Section;
  assets: ReadonlyMap<string, Asset>;
  contentId: string;
}) {
  switch (section.type) {
    case 'richText':
      return section.data.text.trim() ? <RichText html={section.data.text} /> : null;
    case 'button': {
      const href = absoluteLink(section.data.link);
      if (!href || !section.data.text) return null;
      return (
        // A plain link styled as a button: it navigates, so assistive technology should call it a link.
        <a href={href} target="_blank" rel="noopener noreferrer" className="btn btn-primary btn-lg">
          {section.data.text}
          <Icon name="box-arrow-up-right" className="ms-2 small" />
        </a>
      );
    }
    case 'callout':
      return section.data.text ? (
        <div className={`content-callout is-${section.data.variant}`} role="note">
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {section.data.text}
          </p>
        </div>
      ) : null;
    case 'image': {
      const asset = assets.get(section.data.assetId);
      if (!asset || asset.type !== 'image')
        return <EmptySection icon="image">This image is not available.</EmptySection>;
      return (
        <img
          className="content-image"
          src={asset.data.large}
          srcSet={`${asset.data.small} 960w, ${asset.data.medium} 1440w, ${asset.data.large} 1920w`}
          sizes="(min-width: 1200px) 900px, 100vw"
          alt={section.data.altText || asset.altText}
          loading="lazy"
        />
      );
    }
    case 'googleMaps': {
      const src = googleMapsEmbedUrl(section.data.location);
      return src ? <Embed src={src} title={section.heading || `Map of ${section.data.location}`} isMap /> : null;
    }
    case 'youTube':
      return section.data.shortcode ? (
        <Embed src={youTubeEmbedUrl(section.data.shortcode)} title={section.heading || 'YouTube video'} />
      ) : null;
    case 'vimeo':
      return section.data.videoId ? (
        <Embed src={vimeoEmbedUrl(section.data.videoId)} title={section.heading || 'Vimeo video'} />
      ) : null;
    case 'pdf':
      if (section.data.urls.length === 0) return null;
      return (
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {section.data.urls.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="d-inline-flex align-items-center gap-2 border rounded-3 px-3 py-2 bg-body text-decoration-none"
              >
                <Icon name="file-earmark-pdf" className="text-danger fs-5" />
                <span>
                  {section.data.fileName || 'Document'}
                  {section.data.urls.length > 1 ? ` (${index + 1})` : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
      );
    case 'taskList':
      return contentId ? <TaskListSection data={section.data} contentId={contentId} /> : null;
    case 'resources':
      // Guests (no content id) never see tasks or suppliers.
      return contentId ? <ResourcesSection data={section.data} contentId={contentId} /> : null;
    case 'table':
      return <TableSection data={section.data} />;
  }
}

export interface SectionViewProps {
  section: Section;
  assets: ReadonlyMap<string, Asset>;
  /** For links from resources; '' on the guest page, where they are plain text. */
  contentId: string;
}

/** One section as readers see it; unpublished ones (shown only to organisers) are marked. */
export function SectionView({ section, assets, contentId }: SectionViewProps) {
  return (
    <section
      className={`content-section ${section.isPublished ? '' : 'is-unpublished'}`}
      data-section-type={section.type}
    >
      {!section.isPublished && (
        <Badge bg="secondary" className="mb-2">
          Unpublished: hidden from users
        </Badge>
      )}
      {section.heading && <h2 className="content-section-heading">{section.heading}</h2>}
      <SectionBody section={section} assets={assets} contentId={contentId} />
    </section>
  );
}

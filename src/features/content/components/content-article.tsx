import type { Asset } from '../../../domain/asset';
import type { Content } from '../../../domain/content';
import type { Section } from '../../../domain/section';
import { SectionView } from './section-view';
import { IconTile } from '../../../components/icon-tile';

export interface ContentArticleProps {
  content: Content;
  sections: readonly Section[];
  assets: readonly Asset[];
  /** '' on the guest page: resource links lead into the signed-in portal. */
  linkContentId: string;
}

/** A content page as read: its title, description and sections, in a readable column. */
export function ContentArticle({ content, sections, assets, linkContentId }: ContentArticleProps) {
  const assetsById = new Map(assets.map((asset) => [asset.id, asset]));
  return (
    <article className="content-article mx-auto" style={{ maxWidth: '56rem' }}>
      <header className="mb-4 d-flex gap-3 align-items-start">
        <IconTile icon={content.icon} className="content-page-icon" />
        <div className="min-w-0">
          <h1 className="h2 mb-1">{content.title}</h1>
          {content.description && <p className="lead text-body-secondary mb-0">{content.description}</p>}
        </div>
      </header>
      {sections.length === 0 ? (
        <p className="text-body-secondary">There is nothing on this page yet.</p>
      ) : (
        <div className="bg-body rounded-4 shadow-sm p-3 p-md-4">
          {sections.map((section) => (
            <SectionView key={section.id} section={section} assets={assetsById} contentId={linkContentId} />
          ))}
        </div>
      )}
    </article>
  );
}

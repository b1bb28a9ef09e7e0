import { Badge } from '../../../components/bootstrap/badge';
import type { Download } from '../../../domain/download';
import type { TeamType } from '../../../domain/team-type';

/** A short summary of who sees a download, for the admin list. */
export function DownloadVisibility({ download, teamTypes }: { download: Download; teamTypes: readonly TeamType[] }) {
  const nameOf = (id: string) => teamTypes.find((teamType) => teamType.id === id)?.name ?? 'Unknown type';
  if (!download.showDownload) return <Badge bg="secondary">Hidden</Badge>;
  return (
    <div className="d-flex flex-wrap gap-1 small">
      {download.showToTeamTypeIds.length === 0 ? (
        <Badge bg="success-subtle" text="success-emphasis">
          All team types
        </Badge>
      ) : (
        download.showToTeamTypeIds.map((id) => (
          <Badge key={id} bg="success-subtle" text="success-emphasis">
            {nameOf(id)}
          </Badge>
        ))
      )}
      {download.hideFromTeamTypeIds.map((id) => (
        <Badge key={id} bg="danger-subtle" text="danger-emphasis">
          Not {nameOf(id)}
        </Badge>
      ))}
      {download.showToChildTeams && (
        <Badge bg="info-subtle" text="info-emphasis">
          Stand shares
        </Badge>
      )}
    </div>
  );
}

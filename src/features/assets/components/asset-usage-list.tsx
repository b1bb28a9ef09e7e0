import { Link } from 'react-router';
import type { AssetUsage } from '../../../domain/asset-usage';

/** The places that show an asset, each a link to the screen that changes it. */
export function AssetUsageList({ usages }: { usages: readonly AssetUsage[] }) {
  return (
    <ul className="asset-usages list-unstyled mb-0" aria-label="Where this asset is used">
      {usages.map((usage, index) => (
        <li key={`${index}-${usage.place}`}>
          <Link to={usage.link}>{usage.place}</Link>
        </li>
      ))}
    </ul>
  );
}

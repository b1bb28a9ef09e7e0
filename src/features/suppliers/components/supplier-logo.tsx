import type { Supplier } from '../../../domain/suppliers';
import '../suppliers.css';

/** The supplier's 256x256 logo, or its initials on a tile when it has none. */
export function SupplierLogo({
  supplier,
  large = false,
}: {
  supplier: Pick<Supplier, 'logo' | 'company'>;
  large?: boolean;
}) {
  const size = large ? ' supplier-logo-lg' : '';
  if (supplier.logo)
    return (
      <img
        src={supplier.logo}
        alt={`${supplier.company} logo`}
        className={`supplier-logo${size}`}
        width={256}
        height={256}
      />
    );
  const initials = supplier.company
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  return (
    <span className={`supplier-logo supplier-logo-initials${size}`} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}

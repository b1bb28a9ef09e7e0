import { useParams } from 'react-router';
import { useTerminology } from '../../../data/settings/settings-api';
import { buildPath } from '../../../domain/routes';
import { SupplierDetails } from '../components/supplier-details';

/** /suppliers/{supplierId}: one supplier of the directory. */
export default function ViewSupplierPage() {
  const { supplierId = '' } = useParams();
  const terminology = useTerminology();
  return (
    <SupplierDetails
      supplierId={supplierId}
      back={{ to: buildPath('suppliers'), label: `All ${terminology.suppliers.toLowerCase()}` }}
    />
  );
}

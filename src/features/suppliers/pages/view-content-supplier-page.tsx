import { useParams } from 'react-router';
import { buildPath } from '../../../domain/routes';
import { SupplierDetails } from '../components/supplier-details';

/** /content/{contentId}/supplier/{supplierId}: a supplier opened from a content page, with the way back to it. */
export default function ViewContentSupplierPage() {
  const { contentId = '', supplierId = '' } = useParams();
  return (
    <SupplierDetails
      supplierId={supplierId}
      back={{ to: buildPath('viewContent', { contentId }), label: 'Back to the page' }}
    />
  );
}

import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { useParams } from 'react-router';
import {
  useAssetQuery,
  useAssetUsagesQuery,
  useDeleteAssetMutation,
  useUpdateAssetMutation,
} from '../../../data/assets/assets-api';
import { assetInUseMessage } from '../../../domain/asset-usage';
import { Dialog } from '../../../components/dialog';
import { AssetUsageList } from '../components/asset-usage-list';
import { ReplaceAssetFile } from '../components/replace-asset-file';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { LinkButton } from '../../../components/link-button';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { assetFileUrl, IMAGE_VARIANT_NAMES, type Asset } from '../../../domain/asset';
import { IMAGE_VARIANTS } from '../../../domain/constants';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { formatFileSize } from '../../../domain/file-size';
import { buildPath } from '../../../domain/routes';
import { AssetTypeBadge } from '../components/asset-type-badge';
import '../assets.css';
import { BusyButton } from '../../../components/busy-button';
import { Icon } from '../../../components/icon';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';
import { errorMessage } from '../../../data/api-slice';

function AssetDetailsForm({ asset }: { asset: Asset }) {
  const timeZone = useEventTimeZone();
  const { showSuccess } = useFeedback();
  const saveAndGo = useSaveAndGo();
  const [updateAsset, { isLoading: isSaving }] = useUpdateAssetMutation();
  const [deleteAsset] = useDeleteAssetMutation();
  const [name, setName] = useState(asset.name);
  const [altText, setAltText] = useState(asset.altText);
  const [failure, setFailure] = useState<string>();
  const [isDeleting, setIsDeleting] = useState(false);
  // Read afresh on every visit: pages, forms and branding change what uses the asset.
  const usages = useAssetUsagesQuery(asset, { refetchOnMountOrArgChange: true });
  const usageCount = usages.data?.length ?? 0;

  const isSvg = asset.mimeType === 'image/svg+xml';
  const isChanged = name.trim() !== asset.name || altText.trim() !== asset.altText;
  const fieldProblems = useFieldProblems(() => ({ 'asset-name': required(name, 'Enter a name.') }));

  const save = async () => {
    setFailure(undefined);
    try {
      await updateAsset({ assetId: asset.id, details: { name, altText } }).unwrap();
      showSuccess();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Row className="g-4">
      <Col lg={7}>
        <Card className="shadow-sm h-100">
          <Card.Body>
            {asset.type === 'image' ? (
              <img
                src={asset.data.large}
                alt={asset.altText || asset.name}
                className="asset-preview"
                data-testid="asset-preview"
              />
            ) : (
              <div className="asset-preview asset-preview-doc">
                <Icon name="file-earmark-text" className="fs-1" />
                <div className="fw-semibold mt-2 text-body text-break px-3 text-center">{asset.fileName}</div>
              </div>
            )}
            <dl className="row small mt-3 mb-0">
              <dt className="col-5 col-sm-4">Type</dt>
              <dd className="col-7 col-sm-8">
                <AssetTypeBadge asset={asset} />
              </dd>
              <dt className="col-5 col-sm-4">Original file</dt>
              <dd className="col-7 col-sm-8 text-break">
                {asset.fileName} ({formatFileSize(asset.fileSize)})
              </dd>
              <dt className="col-5 col-sm-4">Updated</dt>
              <dd className="col-7 col-sm-8">{formatDateTime(asset.updatedAt, timeZone)}</dd>
              <dt className="col-5 col-sm-4">{asset.type === 'image' && !isSvg ? 'Sizes' : 'File'}</dt>
              <dd className="col-7 col-sm-8 mb-0">
                {asset.type === 'image' && !isSvg ? (
                  <ul className="list-unstyled mb-0">
                    {IMAGE_VARIANT_NAMES.map((variant) => (
                      <li key={variant}>
                        <a href={asset.data[variant]} target="_blank" rel="noreferrer">
                          {variant}
                        </a>{' '}
                        <span className="text-body-secondary">
                          up to {IMAGE_VARIANTS[variant].width} × {IMAGE_VARIANTS[variant].height}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <a href={assetFileUrl(asset)} target="_blank" rel="noreferrer">
                    Open file <Icon name="box-arrow-up-right" className="small" />
                  </a>
                )}
              </dd>
            </dl>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={5}>
        <Card className="shadow-sm">
          <Card.Body>
            <Form onSubmit={fieldProblems.handleSubmit(save)} noValidate>
              <InputField
                id="asset-name"
                className="mb-3"
                label="Name"
                required
                error={fieldProblems.at('asset-name')}
                value={name}
                onChange={setName}
                disabled={isSaving}
              />
              {asset.type === 'image' && (
                <InputField
                  id="asset-alt-text"
                  className="mb-3"
                  label="Alt text"
                  rows={3}
                  value={altText}
                  onChange={setAltText}
                  disabled={isSaving}
                  hint="Describes the image for people who cannot see it."
                />
              )}
              {failure && <Alert variant="danger">{failure}</Alert>}
              <div className="d-flex flex-wrap gap-2">
                <BusyButton type="submit" busy={isSaving} disabled={!isChanged}>
                  Save changes
                </BusyButton>
                <Button
                  variant="outline-danger"
                  className="ms-auto"
                  onClick={() => setIsDeleting(true)}
                  disabled={!usages.data}
                >
                  <Icon name="trash" className="me-1" />
                  Delete asset
                </Button>
              </div>
            </Form>
          </Card.Body>
        </Card>
        <Card className="shadow-sm mt-4">
          <Card.Body>
            <h2 className="h6">Where it is used</h2>
            {usages.error ? (
              <Alert variant="danger" className="mb-0">
                {errorMessage(usages.error)}
              </Alert>
            ) : !usages.data ? (
              <p className="text-body-secondary small mb-0">Looking for the places that use it…</p>
            ) : usageCount === 0 ? (
              <p className="text-body-secondary small mb-0">Nothing uses this asset yet.</p>
            ) : (
              <AssetUsageList usages={usages.data} />
            )}
          </Card.Body>
        </Card>
        <Card className="shadow-sm mt-4">
          <Card.Body>
            <h2 className="h6">Replace file</h2>
            <p className="text-body-secondary small">
              Every place that uses this asset shows the new file; the current file is deleted.
            </p>
            <ReplaceAssetFile asset={asset} />
          </Card.Body>
        </Card>
      </Col>
      <Dialog
        show={isDeleting && usageCount > 0}
        onHide={() => setIsDeleting(false)}
        title="This asset is in use"
        footer={
          <Button variant="outline-secondary" onClick={() => setIsDeleting(false)}>
            Close
          </Button>
        }
      >
        <p role="alert">{assetInUseMessage(asset.name, usageCount)}</p>
        <AssetUsageList usages={usages.data ?? []} />
      </Dialog>
      <ConfirmDeleteDialog
        show={isDeleting && usageCount === 0}
        title="Delete asset"
        onCancel={() => setIsDeleting(false)}
        onConfirm={saveAndGo(() => deleteAsset(asset).unwrap(), buildPath('manageAssets'), `${asset.name} was deleted`)}
      >
        <p className="mb-0">
          <strong>{asset.name}</strong> and all its stored files will be deleted. Nothing uses it.
        </p>
      </ConfirmDeleteDialog>
    </Row>
  );
}

/** /admin/assets/{assetId}: preview the asset, rename it, edit its alt text, see where it is used, replace its file, or delete it. */
export default function EditAssetPage() {
  const { assetId = '' } = useParams();
  const { data: asset, error, isLoading } = useAssetQuery(assetId);
  return (
    <AdminPage
      title={asset?.name ?? 'Edit Asset'}
      actions={<LinkButton to={buildPath('manageAssets')}>Back to assets</LinkButton>}
    >
      <LoadingOrError isLoading={isLoading} error={error} rows={6} />
      {/* Keyed by the saved version, so a save (or someone else's) starts the form from the stored values. */}
      {asset && <AssetDetailsForm key={`${asset.id}-${asset.updatedAt}`} asset={asset} />}
    </AdminPage>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { useNavigate } from 'react-router';
import { useCreateAssetMutation } from '../../../data/assets/assets-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import { assetNameFromFileName, assetUploadKind } from '../../../domain/asset';
import { buildPath } from '../../../domain/routes';
import '../assets.css';
import { FormActions } from '../../../components/form-actions';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';
import { errorMessage } from '../../../data/api-slice';

/** What happens to the chosen file, said before it happens. */
const KIND_NOTES = {
  raster: 'This image will be resized to four sizes (large, medium, small and thumbnail) and saved as JPEG.',
  svg: 'This SVG will be cleaned of scripts, event handlers and external links, and stored as an SVG image.',
  document: 'This document will be stored as it is.',
} as const;

/** /admin/assets/add: choose a file, name it, describe images for screen readers, upload with progress. */
export default function AddAssetPage() {
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const [createAsset, { isLoading: isSaving }] = useCreateAssetMutation();
  const [file, setFile] = useState<File>();
  const [name, setName] = useState('');
  const [altText, setAltText] = useState('');
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const kind = file ? assetUploadKind(file.name, file.type) : undefined;
  const fieldProblems = useFieldProblems(() => ({
    'asset-file': file ? undefined : 'Choose a file to upload.',
    'asset-name': required(name, 'Enter a name.'),
  }));

  // Preview raster images only: an unsanitised SVG is never rendered, even as an <img>.
  const previewUrl = useMemo(() => (file && kind === 'raster' ? URL.createObjectURL(file) : undefined), [file, kind]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setFailure(undefined);
    if (chosen && !name.trim()) setName(assetNameFromFileName(chosen.name));
  };

  const upload = async (file: File) => {
    setFailure(undefined);
    setProgress(0);
    try {
      const asset = await createAsset({ file, name, altText, onProgress: setProgress }).unwrap();
      showSuccess(`${asset.name} was added to the asset library`);
      navigate(buildPath('editAsset', { assetId: asset.id }));
    } catch (error) {
      setFailure(errorMessage(error));
      setProgress(undefined);
    }
  };

  return (
    <AdminPage title="Add Asset" description="Upload an image or a document to the asset library.">
      <Card className="shadow-sm" style={{ maxWidth: '52rem' }}>
        <Card.Body>
          <Form onSubmit={fieldProblems.handleSubmit(() => file && upload(file))} noValidate>
            <Row className="g-4">
              <Col md={previewUrl ? 7 : 12}>
                <FileUpload
                  id="asset-file"
                  label="File"
                  error={fieldProblems.at('asset-file')}
                  value={file}
                  onChange={chooseFile}
                  progress={progress}
                  hint={uploadHint()}
                  disabled={isSaving}
                />
                {kind && (
                  <p className="small text-body-secondary mt-2 mb-0" data-testid="upload-kind-note">
                    {KIND_NOTES[kind]}
                  </p>
                )}
              </Col>
              {previewUrl && (
                <Col md={5}>
                  <div className="form-label">Preview</div>
                  <img src={previewUrl} alt="" className="asset-preview" />
                </Col>
              )}
              <Col md={6}>
                <InputField
                  id="asset-name"
                  label="Name"
                  required
                  error={fieldProblems.at('asset-name')}
                  value={name}
                  onChange={setName}
                  disabled={isSaving}
                />
              </Col>
              <Col md={6}>
                <InputField
                  id="asset-alt-text"
                  label="Alt text"
                  value={altText}
                  onChange={setAltText}
                  disabled={isSaving || kind === 'document'}
                  hint="Describes the image for people who cannot see it."
                />
              </Col>
            </Row>
            <FormActions
              failure={failure}
              cancel={buildPath('manageAssets')}
              busy={isSaving}
              submitLabel={isSaving ? 'Uploading…' : 'Upload'}
            />
          </Form>
        </Card.Body>
      </Card>
    </AdminPage>
  );
}

import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Form } from '../../../components/bootstrap/form';
import { BusyButton } from '../../../components/busy-button';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { errorMessage } from '../../../data/api-slice';
import { useReplaceAssetFileMutation } from '../../../data/assets/assets-api';
import { ASSET_MESSAGES, assetTypeOf, assetUploadKind, type Asset } from '../../../domain/asset';
import { isAllowedUpload } from '../../../domain/file-types';

/**
 * Uploads a new file for the asset, of the same kind (an image for an image, a document for a
 * document): everything that shows the asset shows the new file, and the old one is deleted.
 */
export function ReplaceAssetFile({ asset }: { asset: Asset }) {
  const { showSuccess } = useFeedback();
  const [replaceAssetFile, { isLoading: isReplacing }] = useReplaceAssetFileMutation();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [missingFile, setMissingFile] = useState(false);

  const isSameKind = (candidate: { name: string; type: string }) =>
    isAllowedUpload(candidate.name, candidate.type) &&
    assetTypeOf(assetUploadKind(candidate.name, candidate.type)) === asset.type;

  const replace = async () => {
    setFailure(undefined);
    if (!file) {
      setMissingFile(true);
      return;
    }
    setProgress(0);
    try {
      await replaceAssetFile({ asset, file, onProgress: setProgress }).unwrap();
      showSuccess(`The file of ${asset.name} was replaced`);
    } catch (error) {
      setFailure(errorMessage(error));
      setProgress(undefined);
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void replace();
      }}
      noValidate
    >
      <FileUpload
        id="asset-replacement"
        label="New file"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setMissingFile(false);
        }}
        isAccepted={isSameKind}
        progress={progress}
        error={missingFile ? 'Choose the new file.' : undefined}
        hint={`${asset.type === 'image' ? ASSET_MESSAGES.replaceWithImage : ASSET_MESSAGES.replaceWithDocument} ${uploadHint()}`}
        disabled={isReplacing}
      />
      {failure && (
        <Alert variant="danger" className="mt-3 mb-0">
          {failure}
        </Alert>
      )}
      <BusyButton type="submit" className="mt-3" busy={isReplacing}>
        Replace file
      </BusyButton>
    </Form>
  );
}

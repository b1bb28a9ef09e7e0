import { useState } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { FileUpload, uploadHint } from '../../../components/file-upload';
import type { Download, DownloadValues } from '../../../domain/download';
import { formatFileSize } from '../../../domain/file-size';
import { buildPath } from '../../../domain/routes';
import { TeamTypeAudience } from '../../../components/team-type-checklist';
import { FormActions } from '../../../components/form-actions';
import { useUploadSave } from '../../../components/use-upload-save';
import { InputField, SwitchField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';

export const EMPTY_DOWNLOAD_VALUES: DownloadValues = {
  name: '',
  description: '',
  showDownload: true,
  showToChildTeams: false,
  showToTeamTypeIds: [],
  hideFromTeamTypeIds: [],
};

export interface DownloadFormProps {
  initialValues: DownloadValues;
  /** The stored download when editing (its file may then be replaced); undefined when adding. */
  current?: Download;
  submitLabel: string;
  /** Saves; rejects with an { message } error to show. */
  onSubmit: (values: DownloadValues, file: File | undefined, onProgress: (percent: number) => void) => Promise<unknown>;
}

function fileNameStem(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[-_]+/g, ' ').trim();
}

/** The add and edit form of a download: the file, its name and description, and who may see it. */
export function DownloadForm({ initialValues, current, submitLabel, onSubmit }: DownloadFormProps) {
  const { data: teamTypes = [], isLoading: teamTypesLoading, error: teamTypesError } = useTeamTypesQuery();
  const [values, setValues] = useState(initialValues);
  const [file, setFile] = useState<File>();
  const { save, failure, clearFailure, isSaving, progress } = useUploadSave();
  const fieldProblems = useFieldProblems(() => ({
    'download-file': !current && !file ? 'Choose a file to upload.' : undefined,
    'download-name': required(values.name, 'Enter a name.'),
  }));
  const set = <K extends keyof DownloadValues>(key: K, value: DownloadValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    clearFailure();
    if (chosen && !values.name.trim()) set('name', fileNameStem(chosen.name));
  };

  const submit = fieldProblems.handleSubmit(() =>
    save((onProgress) => onSubmit(values, file, onProgress), { uploads: file !== undefined }),
  );

  return (
    <Form onSubmit={submit} noValidate>
      <Row className="g-4">
        <Col lg={7}>
          <Card className="shadow-sm h-100">
            <Card.Body>
              <FileUpload
                label={current ? 'Replace file (optional)' : 'File'}
                value={file}
                onChange={chooseFile}
                id="download-file"
                error={fieldProblems.at('download-file')}
                progress={progress}
                hint={uploadHint()}
                disabled={isSaving}
              />
              {current && !file && (
                <p className="small text-body-secondary mt-2 mb-0">
                  Current file:{' '}
                  <a href={current.data} target="_blank" rel="noreferrer">
                    {current.fileName || current.name}
                  </a>{' '}
                  ({current.fileType.toUpperCase()}, {formatFileSize(current.fileSize)})
                </p>
              )}
              <InputField
                id="download-name"
                className="mt-4 mb-3"
                label="Name"
                required
                error={fieldProblems.at('download-name')}
                value={values.name}
                onChange={(name) => set('name', name)}
                disabled={isSaving}
              />
              <InputField
                id="download-description"
                label="Description"
                rows={3}
                value={values.description}
                onChange={(description) => set('description', description)}
                disabled={isSaving}
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card className="shadow-sm h-100">
            <Card.Body>
              <h2 className="h6 mb-3">Who sees it</h2>
              <SwitchField
                id="download-show"
                className="mb-2"
                label="Show this download"
                checked={values.showDownload}
                onChange={(checked) => set('showDownload', checked)}
                disabled={isSaving}
              />
              <SwitchField
                id="download-show-child-teams"
                className="mb-3"
                label="Show to stand shares?"
                checked={values.showToChildTeams}
                onChange={(checked) => set('showToChildTeams', checked)}
                disabled={isSaving}
              />
              <TeamTypeAudience
                idPrefix="download"
                teamTypes={teamTypes}
                isLoading={teamTypesLoading}
                loadError={teamTypesError}
                values={values}
                onChange={set}
                disabled={isSaving}
              />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <FormActions failure={failure} cancel={buildPath('manageDownloads')} busy={isSaving} submitLabel={submitLabel} />
    </Form>
  );
}

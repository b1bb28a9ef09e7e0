import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { Spinner } from '../../../components/bootstrap/spinner';
import { LibraryAssetPicker } from '../../../components/library-asset-picker';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { CONTENT_ICONS, toContentPath, type ContentSettings } from '../../../domain/content';
import { hasChanges, SaveChangesButton } from '../../../components/save-changes-button';
import { IconChoice } from '../../../components/icon-choice';
import { errorMessage } from '../../../data/api-slice';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { required } from '../../../domain/field-checks';

export interface ContentSettingsFormProps {
  initial: ContentSettings;
  submitLabel: string;
  onSubmit: (settings: ContentSettings) => Promise<unknown>;
  onCancel: () => void;
  /** Editing stored settings: Save stays disabled until something differs from them. */
  isEditing?: boolean;
}

/**
 * The page settings: title, path (a slug, following the title until edited), description, the
 * published / public / stand-share flags, the sidebar icon from the fixed list, the team types it
 * is restricted to and an optional card image for the dashboard.
 */
export function ContentSettingsForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  isEditing = false,
}: ContentSettingsFormProps) {
  const [values, setValues] = useState<ContentSettings>(initial);
  const [pathEdited, setPathEdited] = useState(initial.path !== '' && initial.path !== toContentPath(initial.title));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const teamTypes = useTeamTypesQuery();
  const set = <K extends keyof ContentSettings>(key: K, value: ContentSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const fieldProblems = useFieldProblems(() => ({ 'content-title': required(values.title, 'Enter a page title') }));

  async function save() {
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit({ ...values, path: toContentPath(values.path || values.title) });
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
    }
  }

  const toggleTeamType = (id: string, checked: boolean) =>
    set(
      'allowedTeamTypeIds',
      checked ? [...values.allowedTeamTypeIds, id] : values.allowedTeamTypeIds.filter((value) => value !== id),
    );

  return (
    <Form onSubmit={fieldProblems.handleSubmit(save)} noValidate>
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="d-grid gap-3">
          <InputField
            id="content-title"
            label="Page title"
            required
            value={values.title}
            onChange={(title) =>
              setValues((current) => ({
                ...current,
                title,
                path: pathEdited ? current.path : toContentPath(title),
              }))
            }
            error={fieldProblems.at('content-title')}
            autoFocus
          />
          <Form.Group controlId="content-path">
            <Form.Label>Path</Form.Label>
            <Form.Control
              value={values.path}
              onChange={(event) => {
                setPathEdited(true);
                set('path', event.target.value);
              }}
              onBlur={() => set('path', toContentPath(values.path || values.title))}
            />
            <Form.Text>Lowercase letters, numbers and hyphens: made from the title unless you change it.</Form.Text>
          </Form.Group>
          <Form.Group controlId="content-description">
            <Form.Label>Description</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </Form.Group>
          <IconChoice
            id="content-icon"
            label="Page icon (used in the sidebar)"
            icons={CONTENT_ICONS}
            value={values.icon}
            onChange={(icon) => set('icon', icon)}
          />
        </Card.Body>
      </Card>
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="d-grid gap-3">
          <Form.Check
            type="switch"
            id="content-published"
            label="Is published?"
            checked={values.isPublished}
            onChange={(event) => set('isPublished', event.target.checked)}
          />
          <Form.Check
            type="switch"
            id="content-public"
            label="Allow public access?"
            checked={values.isPublic}
            onChange={(event) => set('isPublic', event.target.checked)}
          />
          <Form.Check
            type="switch"
            id="content-child-teams"
            label="Show to stand shares?"
            checked={values.showToChildTeams}
            onChange={(event) => set('showToChildTeams', event.target.checked)}
          />
          <fieldset>
            <legend className="form-label fs-6">Restrict to certain team types</legend>
            {teamTypes.isLoading && <Spinner size="sm" role="status" aria-label="Loading team types" />}
            {teamTypes.error && (
              <Alert variant="warning" className="mb-0">
                {teamTypes.error.message}
              </Alert>
            )}
            {teamTypes.data?.length === 0 && (
              <p className="text-body-secondary small mb-0">
                There are no team types yet: the page is shown to every team.
              </p>
            )}
            <div className="d-flex flex-wrap gap-3">
              {teamTypes.data?.map((teamType) => (
                <Form.Check
                  key={teamType.id}
                  id={`content-team-type-${teamType.id}`}
                  label={teamType.name}
                  checked={values.allowedTeamTypeIds.includes(teamType.id)}
                  onChange={(event) => toggleTeamType(teamType.id, event.target.checked)}
                />
              ))}
            </div>
            {teamTypes.data && teamTypes.data.length > 0 && (
              <Form.Text>
                {values.allowedTeamTypeIds.length === 0
                  ? 'No restriction: every team sees this page.'
                  : 'Only teams of the ticked types see this page.'}
              </Form.Text>
            )}
          </fieldset>
          <LibraryAssetPicker
            label="Card image (dashboard)"
            value={values.assetId}
            onChange={(assetId) => set('assetId', assetId)}
          />
        </Card.Body>
      </Card>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <SaveChangesButton isDirty={!isEditing || hasChanges(values, initial)} busy={saving}>
          {submitLabel}
        </SaveChangesButton>
      </div>
    </Form>
  );
}

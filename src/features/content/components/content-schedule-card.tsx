import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Card } from '../../../components/bootstrap/card';
import { BusyButton } from '../../../components/busy-button';
import { DateTimeField } from '../../../components/date-time-field';
import type { Content } from '../../../domain/content';
import { scheduleProblem } from '../../../domain/content-draft';

type Schedule = Pick<Content, 'publishAt' | 'unpublishAt'>;

export interface ContentScheduleCardProps {
  schedule: Schedule;
  onSave: (schedule: Schedule) => Promise<void>;
  disabled?: boolean;
}

/** Optional times, on the event's clock, at which the page is published (with its changes) and unpublished. */
export function ContentScheduleCard({ schedule, onSave, disabled }: ContentScheduleCardProps) {
  const [values, setValues] = useState(schedule);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const problem = scheduleProblem(values);
  const isDirty = values.publishAt !== schedule.publishAt || values.unpublishAt !== schedule.unpublishAt;

  async function save() {
    setIsSaving(true);
    setFailure(undefined);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-1">Schedule</h2>
        <p className="text-body-secondary small">
          Leave a time empty for none. At “publish at”, the page and any unpublished changes go live.
        </p>
        <fieldset disabled={disabled}>
          <DateTimeField
            id="content-publish-at"
            label="Publish at"
            value={values.publishAt}
            onChange={(publishAt) => setValues({ ...values, publishAt })}
          />
          <DateTimeField
            id="content-unpublish-at"
            className="mt-3"
            label="Unpublish at"
            value={values.unpublishAt}
            onChange={(unpublishAt) => setValues({ ...values, unpublishAt })}
            error={problem}
          />
          {failure && (
            <Alert variant="danger" className="mt-3 mb-0 py-2">
              {failure}
            </Alert>
          )}
          <BusyButton
            className="mt-3"
            variant="outline-primary"
            busy={isSaving}
            disabled={!isDirty || problem !== undefined}
            onClick={save}
          >
            Save schedule
          </BusyButton>
        </fieldset>
      </Card.Body>
    </Card>
  );
}

import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { Col, Row } from '../../../components/bootstrap/grid';
import { DateTimeField } from '../../../components/date-time-field';
import { InputField } from '../../../components/form-fields';
import type { FormSettings } from '../../../domain/forms/form';
import type { MoreSettings } from './settings-form';

const OPENS_AT_ID = 'form-opensAt';
const CLOSES_AT_ID = 'form-closesAt';
const ENTRY_LIMIT_ID = 'form-entryLimit';

/** What the times and caps must be to be saved, by input id. */
export function formLimitsProblems(values: FormSettings): Record<string, string | undefined> {
  return {
    [CLOSES_AT_ID]:
      values.opensAt && values.closesAt && Date.parse(values.closesAt) <= Date.parse(values.opensAt)
        ? 'Choose a closing time after the opening time'
        : undefined,
    [ENTRY_LIMIT_ID]:
      Number.isInteger(values.entryLimit) && values.entryLimit >= 0 ? undefined : 'Enter a whole number, 0 or more',
  };
}

/**
 * When a form takes answers and how many: opening and closing times on the event's clock, one
 * entry per team, a limit of entries in all. Teams and guests read why a form takes none.
 */
export function FormLimitsFields({ values, set, problemAt }: MoreSettings<FormSettings>) {
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body>
        <h2 className="h6 mb-3">When it takes answers</h2>
        <Row className="g-3">
          <Col md={6}>
            <DateTimeField
              id={OPENS_AT_ID}
              label="Opens at"
              value={values.opensAt}
              onChange={(opensAt) => set('opensAt', opensAt)}
              hint="Empty: open as soon as it is published."
            />
          </Col>
          <Col md={6}>
            <DateTimeField
              id={CLOSES_AT_ID}
              label="Closes at"
              value={values.closesAt}
              onChange={(closesAt) => set('closesAt', closesAt)}
              error={problemAt(CLOSES_AT_ID)}
              hint="Empty: never closes."
            />
          </Col>
          <Col md={6}>
            <Form.Check
              type="switch"
              id="form-isOnePerTeam"
              label="One entry per team"
              checked={values.isOnePerTeam}
              onChange={(event) => set('isOnePerTeam', event.target.checked)}
            />
            <div className="form-text ms-5 mt-0">A team can send the form once (and change it if it is editable).</div>
          </Col>
          <Col md={6}>
            <InputField
              id={ENTRY_LIMIT_ID}
              label="Entries in total"
              type="number"
              min={0}
              step={1}
              value={String(values.entryLimit)}
              onChange={(text) => set('entryLimit', text.trim() === '' ? 0 : Number(text))}
              error={problemAt(ENTRY_LIMIT_ID)}
              hint="0: no limit. Drafts are not entries."
            />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}

import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Form } from '../../../components/bootstrap/form';
import type { CorePage } from '../../../domain/core-pages';
import { CURRENCIES } from '../../../domain/currencies';
import type { TerminologySettings } from '../../../domain/settings/terminology-settings';
import type { VariablesSettings } from '../../../domain/settings/variables-settings';
import { DEFAULT_TERMINOLOGY, TERMINOLOGY_KEYS, type TerminologyKey } from '../../../domain/terminology';
import '../settings.css';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useCorePagesQuery } from '../../../data/navigation/navigation-api';
import { useUpdateTermsAndVariablesMutation } from '../../../data/settings/settings-api';
import { FieldSection, TextField } from '../components/fields';
import { hasChanges } from '../../../components/save-changes-button';
import { useFieldProblems } from '../../../components/use-field-problems';
import { useDraft } from '../components/use-draft';
import { SaveBar } from '../components/save-bar';
import { LoadFailure, SettingsFormSkeleton, SettingsLoader } from '../components/settings-loader';
import { wholeNumberError } from '../../../domain/field-checks';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { errorMessage } from '../../../data/api-slice';

type Draft = {
  teamMemberLimit: string;
  dueSoonDays: string;
  currencyId: string;
  labels: Record<TerminologyKey, string>;
};

function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function variablesProblems(draft: Draft) {
  return {
    'team-member-limit': wholeNumberError(toNumber(draft.teamMemberLimit), 'Enter a whole number, 0 or more'),
    'due-soon-days': wholeNumberError(toNumber(draft.dueSoonDays), 'Enter a whole number of days, 0 or more'),
  };
}

const commonCurrencies = CURRENCIES.filter((currency) => currency.isCommon);
const otherCurrencies = CURRENCIES.filter((currency) => !currency.isCommon);

function TermsForm({
  variables,
  terminology,
  corePages,
}: {
  variables: VariablesSettings;
  terminology: TerminologySettings;
  corePages: CorePage[];
}) {
  const initial: Draft = {
    teamMemberLimit: String(variables.teamMemberLimit),
    dueSoonDays: String(variables.dueSoonDays),
    currencyId: variables.currencyId,
    labels: Object.fromEntries(TERMINOLOGY_KEYS.map((key) => [key, terminology[key]])) as Record<
      TerminologyKey,
      string
    >,
  };
  const [saveTerms, { isLoading: isSaving }] = useUpdateTermsAndVariablesMutation();
  const feedback = useFeedback();

  const save = useSingleSubmit(async (draft: Draft) => {
    try {
      await saveTerms({
        variables: {
          ...variables,
          teamMemberLimit: toNumber(draft.teamMemberLimit),
          dueSoonDays: toNumber(draft.dueSoonDays),
          currencyId: draft.currencyId,
        },
        terminology: { ...terminology, ...draft.labels },
        previousTerminology: terminology,
        corePages,
      }).unwrap();
      feedback.showSuccess();
    } catch (error) {
      feedback.showError(errorMessage(error));
    }
  });

  const { draft, set } = useDraft(initial);
  const fieldProblems = useFieldProblems(() => variablesProblems(draft));
  const setLabel = (key: TerminologyKey, label: string) => set({ labels: { ...draft.labels, [key]: label } });

  return (
    <Form noValidate onSubmit={fieldProblems.handleSubmit(() => save(draft))}>
      <Card body className="settings-card">
        <FieldSection title="Variables">
          <Row>
            <Col sm={6} lg={4}>
              <TextField
                id="team-member-limit"
                label="Team member limit"
                type="number"
                min={0}
                value={draft.teamMemberLimit}
                onChange={(teamMemberLimit) => set({ teamMemberLimit })}
                error={fieldProblems.at('team-member-limit')}
                hint="How many members a team may have."
              />
            </Col>
            <Col sm={6} lg={4}>
              <TextField
                id="due-soon-days"
                label="Due Soon days"
                type="number"
                min={0}
                value={draft.dueSoonDays}
                onChange={(dueSoonDays) => set({ dueSoonDays })}
                error={fieldProblems.at('due-soon-days')}
                hint="A task is Due Soon this many days before its due date."
              />
            </Col>
            <Col lg={4}>
              <Form.Group className="mb-3" controlId="currency">
                <Form.Label>Currency</Form.Label>
                <Form.Select value={draft.currencyId} onChange={(event) => set({ currencyId: event.target.value })}>
                  <optgroup label="Common">
                    {commonCurrencies.map((currency) => (
                      <option
                        key={currency.id}
                        value={currency.id}
                      >{`${currency.id} – ${currency.name} (${currency.symbol})`}</option>
                    ))}
                  </optgroup>
                  <optgroup label="All currencies">
                    {otherCurrencies.map((currency) => (
                      <option
                        key={currency.id}
                        value={currency.id}
                      >{`${currency.id} – ${currency.name} (${currency.symbol})`}</option>
                    ))}
                  </optgroup>
                </Form.Select>
                <Form.Text>Prices of suppliers' products are shown in it.</Form.Text>
              </Form.Group>
            </Col>
          </Row>
        </FieldSection>
        <FieldSection
          title="Terminology"
          description="Your own words for the portal's areas. Menus, headings and the matching built-in page titles follow them; an empty label goes back to the default."
        >
          <Row>
            {TERMINOLOGY_KEYS.map((key) => (
              <Col md={6} key={key}>
                <TextField
                  id={`label-${key}`}
                  label={DEFAULT_TERMINOLOGY[key]}
                  name={`label-${key}`}
                  value={draft.labels[key]}
                  onChange={(label) => setLabel(key, label)}
                  placeholder={DEFAULT_TERMINOLOGY[key]}
                  maxLength={40}
                />
              </Col>
            ))}
          </Row>
        </FieldSection>
        <SaveBar isSaving={isSaving} isDirty={hasChanges(draft, initial)} />
      </Card>
    </Form>
  );
}

/** Loads the core pages the labels rename, then the form. */
function TermsWithCorePages({
  variables,
  terminology,
}: {
  variables: VariablesSettings;
  terminology: TerminologySettings;
}) {
  const { data: corePages, isLoading, error, refetch } = useCorePagesQuery();
  if (isLoading) return <SettingsFormSkeleton rows={8} />;
  if (!corePages)
    return (
      <LoadFailure
        message={errorMessage(error) ?? 'The built-in pages could not be loaded.'}
        onRetry={() => void refetch()}
      />
    );
  return <TermsForm variables={variables} terminology={terminology} corePages={corePages} />;
}

export default function TermsAndVariablesPage() {
  return (
    <AdminPage
      title="Terms & Variables"
      description="Team sizes, when tasks count as due soon, the currency, and what the portal calls its areas."
      aside={
        <p className="mb-0">
          Renaming Downloads to Resources, say, renames the menu entry and the Downloads page title together.
        </p>
      }
    >
      <SettingsLoader kind="variables" rows={8}>
        {(variables) => (
          <SettingsLoader kind="terminology" rows={8}>
            {(terminology) => <TermsWithCorePages variables={variables} terminology={terminology} />}
          </SettingsLoader>
        )}
      </SettingsLoader>
    </AdminPage>
  );
}

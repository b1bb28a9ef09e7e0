import { useMemo, type ReactNode } from 'react';
import { Card } from './bootstrap/card';
import { useCustomFieldsQuery } from '../data/custom-fields/custom-fields-api';
import { useTeamTypesQuery } from '../data/team-types/team-types-api';
import {
  logicEntryProblems,
  logicEntrySchema,
  ruleTargetsOf,
  type FormDefinition,
  type LogicOperator,
  type LogicRule,
} from '../domain/forms/logic';
import { formLogicSources, RulesEditor } from './logic-editor';

export interface FormRulesCardProps {
  /** The card's heading: When to show it, When to send it. */
  title: string;
  /** Starts the ids of the rules' controls. */
  id: string;
  /** The form whose answers the rules read (with the event's custom fields, team types and the person). */
  definition: Pick<FormDefinition, 'fields' | 'fieldGroups'>;
  operator: LogicOperator;
  rules: readonly LogicRule[];
  onChange: (next: { operator?: LogicOperator; rules?: LogicRule[] }) => void;
  /** Words before "ANY / ALL of these rules match". */
  lead: string;
  emptyText: string;
  className?: string;
  /** Said between the heading and the rules. */
  children?: ReactNode;
}

/** Why rules of something sent for a whole form cannot be saved, by rule index (undefined when every rule is complete). */
export function formRulesProblems(
  definition: Pick<FormDefinition, 'fields' | 'fieldGroups'>,
  rules: readonly LogicRule[],
): Readonly<Record<number, string>> | undefined {
  const groupFields = Object.fromEntries(
    Object.entries(definition.fieldGroups).map(([groupId, group]) => [groupId, group.fields]),
  );
  const entry = logicEntrySchema.parse({ rules });
  return logicEntryProblems(entry, ruleTargetsOf(definition.fields, groupFields))?.rules;
}

/** The ANY/ALL rules that choose a form's confirmation, or decide whether a submission sends a notification or a webhook, in a card of their own. */
export function FormRulesCard({
  title,
  id,
  definition,
  operator,
  rules,
  onChange,
  lead,
  emptyText,
  className,
  children,
}: FormRulesCardProps) {
  const customFields = useCustomFieldsQuery();
  const teamTypes = useTeamTypesQuery();
  const sources = useMemo(
    () => formLogicSources(definition, customFields.data ?? [], teamTypes.data ?? []),
    [definition, customFields.data, teamTypes.data],
  );
  const ruleProblems = useMemo(() => formRulesProblems(definition, rules), [definition, rules]);
  return (
    <Card className={className}>
      <Card.Body className="d-grid gap-2">
        <h2 className="h6 mb-0">{title}</h2>
        {children}
        <RulesEditor
          id={id}
          operator={operator}
          rules={rules}
          sources={sources}
          ruleProblems={ruleProblems}
          onChange={onChange}
          lead={<span>{lead}</span>}
          emptyText={emptyText}
        />
      </Card.Body>
    </Card>
  );
}

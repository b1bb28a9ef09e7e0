import { Button } from '../../../components/bootstrap/button';
import type { EmailTemplateVariable } from '../../../domain/email-templates';

/**
 * The variables a template takes. With `onInsert`, each is a button that puts its placeholder
 * into the field being edited.
 */
export function VariableList({
  variables,
  onInsert,
}: {
  variables: readonly EmailTemplateVariable[];
  onInsert?: (name: string) => void;
}) {
  return (
    <ul className="list-unstyled mb-0 email-variable-list">
      {variables.map((variable) => (
        <li key={variable.name} className="mb-2">
          {onInsert ? (
            <Button
              variant="outline-primary"
              size="sm"
              className="email-variable-chip"
              onClick={() => onInsert(variable.name)}
              aria-label={`Insert ${variable.name}`}
            >
              {`{{${variable.name}}}`}
            </Button>
          ) : (
            <code className="email-variable-chip">{`{{${variable.name}}}`}</code>
          )}
          {variable.required && <span className="badge text-bg-warning ms-2">required</span>}
          <div className="small text-body-secondary">{variable.description}</div>
        </li>
      ))}
    </ul>
  );
}

import { Badge } from './bootstrap/badge';

/** The mark beside a team's own deadline ('Extended', 'Brought forward'); nothing when the team has the task's. */
export function TeamDueDateBadge({ label }: { label: string }) {
  if (!label) return null;
  return (
    <Badge bg="info-subtle" text="info-emphasis" className="border border-info-subtle ms-1">
      {label}
    </Badge>
  );
}

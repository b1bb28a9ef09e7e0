import { WithTooltip } from '../../../components/bootstrap/tooltip';
import { TOOLTIP_MAX_ITEMS } from '../../../domain/constants';

/** The lines of the "used in" tooltip: at most five titles, then '+ N more'. */
export function usageTooltipLines(titles: readonly string[]): string[] {
  const shown = titles.slice(0, TOOLTIP_MAX_ITEMS);
  const hidden = titles.length - shown.length;
  return hidden > 0 ? [...shown, `+ ${hidden} more`] : shown;
}

/** How many forms use a field group, with their titles in a tooltip (focusable, so keyboards reach it too). */
export function UsedInForms({
  groupId,
  forms,
}: {
  groupId: string;
  forms: readonly { id: string; title: string }[] | undefined;
}) {
  if (!forms || forms.length === 0) return <span className="text-body-secondary">Not used</span>;
  const label = `${forms.length} form${forms.length === 1 ? '' : 's'}`;
  return (
    <WithTooltip
      id={`used-in-${groupId}`}
      tip={usageTooltipLines(forms.map((form) => form.title || '(untitled)')).map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    >
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-decoration-none"
        aria-describedby={`used-in-${groupId}`}
      >
        {label}
      </button>
    </WithTooltip>
  );
}

import { LinkButton } from '../link-button';

/** The heading buttons of a list whose rows are archived: its archive, then Add. */
export function ArchivedAndAddLinks({
  archivedTo,
  addTo,
  addLabel,
}: {
  archivedTo: string;
  addTo: string;
  addLabel: string;
}) {
  return (
    <>
      <LinkButton to={archivedTo} icon="archive">
        Archived
      </LinkButton>
      <LinkButton to={addTo} icon="plus-lg" variant="primary">
        {addLabel}
      </LinkButton>
    </>
  );
}

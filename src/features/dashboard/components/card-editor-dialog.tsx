import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import {
  CARD_LINK_TARGETS,
  CARD_TYPE_LABELS,
  CARD_TYPE_TARGETS,
  CARD_TYPES,
  type Card,
  type CardType,
} from '../../../domain/cards';
import { routeById } from '../../../domain/routes';
import { InputField, labelledOptions, SelectField, SwitchField } from '../../../components/form-fields';
import { Dialog } from '../../../components/dialog';

/** Edits one card of a layout: what it shows, its title and text, its size and where it leads. */
export function CardEditorDialog({
  card,
  onDone,
  onCancel,
}: {
  card: Card | undefined;
  onDone: (card: Card) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(card);
  if (!card || !draft) return null;
  const set = <K extends keyof Card>(key: K, value: Card[K]) =>
    setDraft((previous) => previous && { ...previous, [key]: value });
  const chooseType = (type: CardType) =>
    setDraft(
      (previous) =>
        previous && { ...previous, type, pathId: type === 'link' ? previous.pathId : CARD_TYPE_TARGETS[type] },
    );

  return (
    <Dialog
      show
      onHide={onCancel}
      centered
      title="Edit card"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => onDone(draft)} disabled={!draft.title.trim()}>
            Done
          </Button>
        </>
      }
    >
      <SelectField
        id="card-type"
        className="mb-3"
        label="Shows"
        value={draft.type}
        options={labelledOptions(CARD_TYPES, CARD_TYPE_LABELS)}
        onChange={chooseType}
      />
      <InputField
        id="card-title"
        className="mb-3"
        label="Title"
        value={draft.title}
        onChange={(title) => set('title', title)}
      />
      <InputField
        id="card-description"
        className="mb-3"
        label="Description"
        rows={2}
        value={draft.description}
        onChange={(description) => set('description', description)}
      />
      <SelectField
        id="card-target"
        className="mb-3"
        label="Leads to"
        value={draft.pathId}
        options={CARD_LINK_TARGETS.map((target) => ({ value: target, label: routeById(target).title }))}
        onChange={(pathId) => set('pathId', pathId)}
      />
      <SwitchField
        id="card-mini"
        label="Mini card (a quarter of the row on wide screens)"
        checked={draft.isMini}
        onChange={(isMini) => set('isMini', isMini)}
      />
    </Dialog>
  );
}

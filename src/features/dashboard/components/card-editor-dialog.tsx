import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { CARD_LINK_TARGETS, CARD_TYPE_LABELS, CARD_TYPE_TARGETS, CARD_TYPES, type Card, type CardType } from '../../../domain/cards';
import { routeById } from '../../../domain/routes';

/** Edits one card of a layout: what it shows, its title and text, its size and where it leads. */
export function CardEditorDialog({ card, onDone, onCancel }: { card: Card | undefined; onDone: (card: Card) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(card);
  if (!card || !draft) return null;
  const set = <K extends keyof Card>(key: K, value: Card[K]) => setDraft((previous) => previous && { ...previous, [key]: value });
  const chooseType = (type: CardType) => setDraft((previous) => previous && { ...previous, type, pathId: type === 'link' ? previous.pathId : CARD_TYPE_TARGETS[type] });

  return (
    <Modal show onHide={onCancel} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">Edit card</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group className="mb-3" controlId="card-type">
          <Form.Label>Shows</Form.Label>
          <Form.Select value={draft.type} onChange={(event) => chooseType(event.target.value as CardType)}>
            {CARD_TYPES.map((type) => (
              <option key={type} value={type}>{CARD_TYPE_LABELS[type]}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId="card-title">
          <Form.Label>Title</Form.Label>
          <Form.Control value={draft.title} onChange={(event) => set('title', event.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="card-description">
          <Form.Label>Description</Form.Label>
          <Form.Control as="textarea" rows={2} value={draft.description} onChange={(event) => set('description', event.target.value)} />
        </Form.Group>
        <Form.Group className="mb-3" controlId="card-target">
          <Form.Label>Leads to</Form.Label>
          <Form.Select value={draft.pathId} onChange={(event) => set('pathId', event.target.value as Card['pathId'])}>
            {CARD_LINK_TARGETS.map((target) => (
              <option key={target} value={target}>{routeById(target).title}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check type="switch" id="card-mini" label="Mini card (a quarter of the row on wide screens)" checked={draft.isMini} onChange={(event) => set('isMini', event.target.checked)} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>Cancel</Button>
        <Button onClick={() => onDone(draft)} disabled={!draft.title.trim()}>Done</Button>
      </Modal.Footer>
    </Modal>
  );
}

import { useId, useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { InputGroup } from '../../../components/bootstrap/input-group';
import { Icon } from '../../../components/icon';
import { matchesSearch } from '../../../domain/text-search';

/** How many matches the picker offers at once: typing more narrows a long list. */
const MATCHES_SHOWN = 8;

export interface NamedOption {
  id: string;
  name: string;
}

/**
 * A filter chosen by typing part of a name (the list of teams may be long): the first matches show
 * under the box; the one chosen shows in its place with a button to clear it.
 */
export function NamePicker({
  label,
  options,
  chosenId,
  onChoose,
}: {
  label: string;
  options: readonly NamedOption[];
  /** '' for none. */
  chosenId: string;
  onChoose: (id: string) => void;
}) {
  const listId = useId();
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const chosen = options.find((option) => option.id === chosenId);
  if (chosenId)
    return (
      <InputGroup size="sm" className="name-picker">
        <InputGroup.Text>{label}</InputGroup.Text>
        <span className="form-control text-truncate" aria-label={label}>
          {chosen?.name ?? 'Unknown'}
        </span>
        <Button variant="outline-secondary" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChoose('')}>
          <Icon name="x-lg" />
        </Button>
      </InputGroup>
    );
  const matches = isOpen ? options.filter((option) => matchesSearch(search, option.name)).slice(0, MATCHES_SHOWN) : [];
  const choose = (id: string) => {
    setSearch('');
    setOpen(false);
    onChoose(id);
  };
  return (
    <div className="name-picker position-relative">
      <InputGroup size="sm">
        <InputGroup.Text>
          <Icon name="search" />
        </InputGroup.Text>
        <Form.Control
          type="search"
          role="combobox"
          aria-label={label}
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          placeholder={`${label}…`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches[0]) {
              event.preventDefault();
              choose(matches[0].id);
            }
            if (event.key === 'Escape') setOpen(false);
          }}
        />
      </InputGroup>
      {matches.length > 0 && (
        <ul id={listId} role="listbox" aria-label={label} className="dropdown-menu show w-100 mt-1">
          {matches.map((option) => (
            <li key={option.id} role="option" aria-selected={false}>
              <button
                type="button"
                className="dropdown-item text-truncate"
                // Chosen before the box loses its focus and closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.id)}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

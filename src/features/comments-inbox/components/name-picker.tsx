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
  const [active, setActive] = useState(0);
  if (chosenId)
    return (
      <InputGroup size="sm" className="name-picker" role="group" aria-label={label}>
        <InputGroup.Text>{label}</InputGroup.Text>
        <span className="form-control text-truncate">
          {options.find((option) => option.id === chosenId)?.name ?? 'Unknown'}
        </span>
        <Button variant="outline-secondary" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChoose('')}>
          <Icon name="x-lg" />
        </Button>
      </InputGroup>
    );
  const matches = isOpen ? options.filter((option) => matchesSearch(search, option.name)).slice(0, MATCHES_SHOWN) : [];
  const activeMatch = matches[Math.min(active, matches.length - 1)];
  const optionId = (id: string) => `${listId}-${id}`;
  const choose = (id: string) => {
    setSearch('');
    setOpen(false);
    onChoose(id);
  };
  const move = (step: number) => {
    setOpen(true);
    setActive((current) =>
      matches.length ? (Math.min(current, matches.length - 1) + step + matches.length) % matches.length : 0,
    );
  };
  return (
    <div className="name-picker position-relative">
      <InputGroup size="sm">
        <InputGroup.Text>
          <Icon name="search" />
        </InputGroup.Text>
        <Form.Control
          type="text"
          role="combobox"
          aria-label={label}
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeMatch ? optionId(activeMatch.id) : undefined}
          placeholder={`${label}…`}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              move(event.key === 'ArrowDown' ? 1 : -1);
            } else if (event.key === 'Enter' && activeMatch) {
              event.preventDefault();
              choose(activeMatch.id);
            } else if (event.key === 'Escape') setOpen(false);
          }}
        />
      </InputGroup>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className={`dropdown-menu w-100 mt-1 ${matches.length ? 'show' : ''}`}
      >
        {matches.map((option) => (
          <li
            key={option.id}
            id={optionId(option.id)}
            role="option"
            aria-selected={option === activeMatch}
            className={`dropdown-item text-truncate ${option === activeMatch ? 'active' : ''}`}
            // Chosen before the box loses its focus and closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option.id);
            }}
          >
            {option.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { CSSProperties } from 'react';

// Off the screen rather than display:none: bots skip hidden inputs but fill ones laid out.
const offScreen: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

/**
 * A trap for bots on a guest form: an input that people neither see, reach with Tab, nor hear with
 * a screen reader, named like one a bot fills in. What it holds goes with the answers; the server
 * keeps nothing of a submission that filled it in.
 */
export function HoneypotField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div style={offScreen} aria-hidden="true">
      <label htmlFor={`form-${name}`}>Leave this empty</label>
      <input
        id={`form-${name}`}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

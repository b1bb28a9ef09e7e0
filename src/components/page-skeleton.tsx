import Placeholder from 'react-bootstrap/Placeholder';

/** What a screen shows while its code or data loads: the shape of a page, not a spinner. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="p-4" role="status" aria-busy="true" aria-label="Loading">
      <Placeholder as="h1" animation="glow">
        <Placeholder xs={4} />
      </Placeholder>
      {Array.from({ length: rows }, (_, index) => (
        <Placeholder key={index} as="p" animation="glow">
          <Placeholder xs={12 - ((index * 3) % 5)} />
        </Placeholder>
      ))}
    </div>
  );
}

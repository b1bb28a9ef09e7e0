/** What a screen shows while its code or data loads: the shape of a page, not a spinner. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  // Bootstrap's placeholder classes as plain markup: this shows before any screen's code is in.
  return (
    <div className="p-4" role="status" aria-busy="true" aria-label="Loading">
      <h1 className="placeholder-glow">
        <span className="placeholder col-4" />
      </h1>
      {Array.from({ length: rows }, (_, index) => (
        <p key={index} className="placeholder-glow">
          <span className={`placeholder col-${12 - ((index * 3) % 5)}`} />
        </p>
      ))}
    </div>
  );
}

// A back-office part that could not be loaded: what failed, and Try again.
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="staff-problem" role="alert">
      <p>{what} could not be loaded. Please try again in a few minutes.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

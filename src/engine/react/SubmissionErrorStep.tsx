// Step 4: the submission failed (spec 2 §4.1). Back returns to the review;
// Try again resubmits the same document.
export function SubmissionErrorStep({
  supportEmail,
  onBack,
  onRetry,
  retrying,
}: {
  supportEmail: string;
  onBack: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="engine-submission-error" role="alert">
      <h2 className="engine-submission-error__heading">Something went wrong</h2>
      <p className="engine-submission-error__sub">It looks like there was an error submitting your order.</p>
      <p>Please try again in a few minutes</p>
      <p>
        If the problem continues, <a href={`mailto:${supportEmail}`}>email us at {supportEmail}</a>.
      </p>
      <div className="engine-buttons">
        <button type="button" className="engine-button engine-button--secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="engine-button engine-button--primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Submitting…' : 'Try again'}
        </button>
      </div>
    </div>
  );
}

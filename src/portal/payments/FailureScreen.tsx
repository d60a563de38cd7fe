// The pay-now pages' failure screens (spec 3 section 8): a heading, "Please
// try again in a few minutes", and the way back (and, where it makes sense,
// Try again). Announced when it appears.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export const TRY_AGAIN_LATER = 'Please try again in a few minutes';

export function FailureScreen({ heading, children, headingLevel = 2 }: { heading: string; children?: ReactNode; headingLevel?: 1 | 2 }) {
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  // Focus moves to the news, so a keyboard or screen-reader user is not left on a button that went away.
  useEffect(() => ref.current?.focus(), []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="payment-failure" aria-labelledby={headingId}>
      <Heading id={headingId} ref={ref} tabIndex={-1} className="payment-failure__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/** The billing details could not be saved (not a field the server refused): Back keeps what was typed, Try again sends it again. */
export function BillingSaveFailure({ onBack, onRetry, retrying }: { onBack: () => void; onRetry: () => void; retrying: boolean }) {
  return (
    <FailureScreen heading="It looks like there was an error updating your billing details.">
      <p>{TRY_AGAIN_LATER}</p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={retrying}>
          Back
        </button>
        <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    </FailureScreen>
  );
}

import { useId } from 'react';

/**
 * A plain progress bar for the start of an order (spec 2 section 2.2: "/" shows
 * the service type selection at step 0). The wizards have their own numbered
 * indicator once an order type is chosen; before that there are no step names
 * to show, only how far along the customer is.
 */
export function OrderProgress({ step, totalSteps }: { step: number; totalSteps: number }) {
  const labelId = useId();
  return (
    <div className="order-progress">
      <p className="order-progress__label" id={labelId}>
        Step {step} of {totalSteps}
      </p>
      <progress className="order-progress__bar" max={totalSteps} value={step} aria-labelledby={labelId} />
    </div>
  );
}

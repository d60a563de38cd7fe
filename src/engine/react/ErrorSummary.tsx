// "There is a problem": every error of the step as a link to its field, the
// GOV.UK pattern. It takes focus when it appears so screen readers announce it.
import { useEffect, useRef } from 'react';
import type { FieldError } from '../../shared/validation/fieldErrors';
import { domIdOf } from '../core/errorSchema';

function focusField(pointer: string) {
  const target = document.getElementById(domIdOf(pointer)) ?? document.querySelector(`[data-pointer="${CSS.escape(pointer)}"]`);
  if (!target) return;
  const focusable =
    target.matches('input, select, textarea, button, [tabindex]') ? (target as HTMLElement) : target.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]');
  (focusable ?? (target as HTMLElement)).focus();
  target.scrollIntoView({ block: 'center' });
}

export function ErrorSummary({ errors, attempt }: { errors: FieldError[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus({ preventScroll: true });
    // Focus again on every failed attempt, not on every change of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div className="engine-error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="engine-error-summary-title">
      <h2 id="engine-error-summary-title" className="engine-error-summary__title">
        There is a problem
      </h2>
      <ul className="engine-error-summary__list">
        {errors.map((error) => (
          <li key={`${error.pointer}|${error.message}`}>
            <a
              href={`#${domIdOf(error.pointer)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.pointer);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The quote's amount is typed in cents (money is whole cents on the server);
// this says it in dollars as it is typed, so 48300 is not mistaken for
// $48,300. It listens to the form's own input rather than owning the field.
import { useEffect, useState } from 'react';
import { domIdOf } from '../../../../engine/core/errorSchema';
import { formatNzd } from '../../../../shared/format/nzd';

const AMOUNT_INPUT_ID = domIdOf('/amountCents');

/** "$4,830.00 including GST" for whole cents; nothing for anything else. */
export function dollarsOf(typed: string): string | null {
  const text = typed.trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  return `${formatNzd(Number(text))} including GST`;
}

export function AmountInDollars() {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const read = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.id === AMOUNT_INPUT_ID) setTyped(event.target.value);
    };
    document.addEventListener('input', read);
    return () => document.removeEventListener('input', read);
  }, []);
  const dollars = dollarsOf(typed);
  return (
    <p className="staff-amount" aria-live="polite">
      {dollars ? `Amount: ${dollars}` : 'Type the amount in cents: 483000 is $4,830.00.'}
    </p>
  );
}

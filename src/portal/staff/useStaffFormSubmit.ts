// How a back-office form sends its document (an order action, a reference-list
// entry): busy while it goes; the server's 400 shown at the fields, like the
// form's own messages (FieldErrorsRejection); a refusal the staff member can
// act on (the statuses given, e.g. 409) kept in the server's words until the
// next try; anything else a plain "not saved".
import { useState } from 'react';
import { FieldErrorsRejection } from '../../engine/react/SinglePageForm';
import { ApiRequestError } from '../api/client';

export interface StaffFormSubmit {
  busy: boolean;
  /** The sentence to show above the form, until the next try. */
  refusal: string | null;
  submit(document: Record<string, unknown>): Promise<void>;
}

export function useStaffFormSubmit(
  send: (document: Record<string, unknown>) => Promise<void>,
  { refusedStatuses, failedMessage }: { refusedStatuses: readonly number[]; failedMessage: string },
): StaffFormSubmit {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (document: Record<string, unknown>) => {
    setBusy(true);
    setRefusal(null);
    try {
      await send(document);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400 && failure.errors.length > 0) throw new FieldErrorsRejection(failure.errors);
      setRefusal(failure instanceof ApiRequestError && refusedStatuses.includes(failure.status) ? failure.message : failedMessage);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, submit };
}

// How long order validation takes inside this process: the benchmark
// (scripts/bench/apiOrders.ts) reads it to report the share of request time
// spent validating. Two clock reads per validation; nothing else is kept.
import { performance } from 'node:perf_hooks';
import type { ValidationResult } from '../../shared/validation/compiledValidator';
import { validateFormDocument } from '../validation/formValidators';

export interface ValidationTiming {
  calls: number;
  totalMs: number;
}

const timing: ValidationTiming = { calls: 0, totalMs: 0 };

/** `validateFormDocument`, timed. */
export async function validateOrderDocument(form: string, document: unknown): Promise<ValidationResult> {
  const started = performance.now();
  try {
    return await validateFormDocument(form, document);
  } finally {
    timing.totalMs += performance.now() - started;
    timing.calls += 1;
  }
}

/** A copy of the counters so far. */
export function validationTiming(): ValidationTiming {
  return { ...timing };
}

export function resetValidationTiming(): void {
  timing.calls = 0;
  timing.totalMs = 0;
}

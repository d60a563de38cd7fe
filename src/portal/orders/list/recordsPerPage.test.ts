import { describe, expect, it } from 'vitest';
import { FALLBACK_RECORDS_PER_PAGE, recordsPerPageOf } from './recordsPerPage';

describe('recordsPerPageOf', () => {
  it("uses the deployment's orderRecordsPerPage", () => {
    expect(recordsPerPageOf({ orderRecordsPerPage: 25 })).toBe(25);
  });

  it('falls back to 10 when the configuration does not give a usable size', () => {
    expect(FALLBACK_RECORDS_PER_PAGE).toBe(10);
    expect([recordsPerPageOf({}), recordsPerPageOf({ orderRecordsPerPage: 0 }), recordsPerPageOf({ orderRecordsPerPage: 2.5 })]).toEqual([10, 10, 10]);
  });
});

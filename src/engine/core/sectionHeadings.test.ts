import { describe, expect, it } from 'vitest';
import { patternsNamedByHeading } from './sectionHeadings';

describe('patternsNamedByHeading', () => {
  it('when a section shows only one list, then its heading names the list and the groups around it, never the numbered items', () => {
    expect(patternsNamedByHeading(['/metered/sites/*/siteType', '/metered/sites/*/unitType', '/metered/sites/*/manualUnits/*/type'])).toEqual(['/metered', '/metered/sites']);
    expect(patternsNamedByHeading(['/contactDetails/*/firstName', '/contactDetails/*/roles'])).toEqual(['/contactDetails']);
  });

  it('when a section asks one question, then its heading names that question', () => {
    expect(patternsNamedByHeading(['/accountType'])).toEqual(['/accountType']);
    expect(patternsNamedByHeading(['/billing/accountType'])).toEqual(['/billing', '/billing/accountType']);
  });

  it('when a section shows several fields or groups side by side, then its heading names none of them', () => {
    expect(patternsNamedByHeading(['/icpType', '/projectNumber'])).toEqual([]);
    expect(patternsNamedByHeading(['/liveningInspectorId', '/contactDetails/*/firstName'])).toEqual([]);
    expect(patternsNamedByHeading([])).toEqual([]);
  });
});

// An event's "what changed": the state fields that differ between before and
// after, in words, plus the action's detail.
import { describe, expect, it } from 'vitest';
import { ASSESSING, eventOf } from '../staffTestData';
import { detailLines, newestFirst, NOTHING, stateChanges } from './eventChanges';

describe('stateChanges', () => {
  it('the first event (submitted) has no before, so nothing changed', () => {
    expect(stateChanges(null, ASSESSING)).toEqual([]);
  });

  it('lists only the fields that differ, each before and after in words', () => {
    const after = {
      ...ASSESSING,
      currentActivity: 'Awaiting inspection',
      percentageComplete: 50,
      currentActivityStartDate: '2026-03-10',
      currentActivityEndDate: '2026-03-17',
      nextActivity: 'Livening scheduled',
    };
    expect(stateChanges(ASSESSING, after)).toEqual([
      { field: 'percentageComplete', label: 'Complete', before: '30%', after: '50%' },
      { field: 'currentActivity', label: 'Activity', before: 'Assessing', after: 'Awaiting inspection' },
      { field: 'currentActivityStartDate', label: 'Activity start date', before: '02/03/2026', after: '10/03/2026' },
      { field: 'currentActivityEndDate', label: 'Activity end date', before: NOTHING, after: '17/03/2026' },
      { field: 'nextActivity', label: 'Next activity', before: 'Awaiting inspection', after: 'Livening scheduled' },
    ]);
  });

  it('says a quote, a cleared message and a cancellation request plainly', () => {
    const after = {
      ...ASSESSING,
      infoMessage: null,
      duePayments: [{ paymentId: 'p1', amountCents: 483000, dueDate: '2026-03-31', status: 'Ready To Pay' as const, description: 'Works' }],
      cancellationRequest: {
        reason: 'Cost too high',
        requestedAt: '2026-03-05T01:00:00.000Z',
        requestedBy: 'Aroha Ngata',
        previousActivity: 'Assessing',
        previousStatus: 'in progress' as const,
      },
    };
    expect(stateChanges(ASSESSING, after).map(({ label, before, after: now }) => `${label}: ${before} → ${now}`)).toEqual([
      `Information message: Your inspector is booked. → ${NOTHING}`,
      `Cancellation request: ${NOTHING} → Cost too high (asked by Aroha Ngata)`,
      `Due payments: ${NOTHING} → $4,830.00 due 31/03/2026 (Ready To Pay)`,
    ]);
  });

  it('a change that leaves the state as it was (a document attached) lists nothing', () => {
    expect(stateChanges(ASSESSING, { ...ASSESSING, duePayments: [] })).toEqual([]);
  });
});

describe('detailLines', () => {
  it('names each input in words, formats amounts, days and document types, and leaves out empty values and ids', () => {
    expect(detailLines({ fileId: 'f-1', fileName: 'Certificate.pdf', documentType: 'inspectionCertificate', note: '' })).toEqual([
      { label: 'File name', text: 'Certificate.pdf' },
      { label: 'Document type', text: 'Inspection certificate' },
    ]);
    expect(detailLines({ amountCents: 483000, dueDate: '2026-03-31', endDate: null })).toEqual([
      { label: 'Amount', text: '$4,830.00' },
      { label: 'Due date', text: '31/03/2026' },
    ]);
  });
});

describe('newestFirst', () => {
  it('orders the history by sequence, newest first, without changing the list it was given', () => {
    const events = [eventOf({ sequence: 1 }), eventOf({ sequence: 3 }), eventOf({ sequence: 2 })];
    expect(newestFirst(events).map((event) => event.sequence)).toEqual([3, 2, 1]);
    expect(events.map((event) => event.sequence)).toEqual([1, 3, 2]);
  });
});

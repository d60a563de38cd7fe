import { describe, expect, it } from 'vitest';
import { createJourney } from './journey';
import { testForm } from './journeyTestForm';

describe('the journey through a two-step form', () => {
  const journey = createJourney(testForm().model);

  it('numbers the form steps, then the review, then the submission-error page', () => {
    expect([journey.formStepCount, journey.reviewIndex, journey.submissionErrorIndex]).toEqual([2, 2, 3]);
    expect([0, 1, 2, 3].map(journey.isFormStep)).toEqual([true, true, false, false]);
  });

  it('goes forward to the review and no further; back from the error page to the review, and never before the first step', () => {
    expect([0, 1, 2].map(journey.next)).toEqual([1, 2, 2]);
    expect([3, 2, 1, 0].map(journey.back)).toEqual([2, 1, 0, 0]);
  });

  it('sends a person to the first step with an error; errors no step owns to the last form step, a consent box to the review', () => {
    expect(journey.firstStepWithError([{ pointer: '/colour', message: 'x' }, { pointer: '/name', message: 'y' }])).toBe(0);
    expect(journey.firstStepWithError([{ pointer: '', message: 'x' }])).toBe(1);
    expect(journey.firstStepWithError([{ pointer: '/agreed', message: 'x' }])).toBe(2);
    expect(journey.firstStepWithError([])).toBe(2);
  });

  it('shows a step its own errors, and on the last form step those no step owns', () => {
    const errors = [
      { pointer: '/name', message: 'a' },
      { pointer: '/colour', message: 'b' },
      { pointer: '', message: 'c' },
    ];
    expect(journey.errorsOnStep(errors, 0).map((error) => error.message)).toEqual(['a']);
    expect(journey.errorsOnStep(errors, 1).map((error) => error.message)).toEqual(['b', 'c']);
  });

  it('lets a person visit steps up to the furthest reached, the review once reached, and never the error page', () => {
    expect(journey.mayVisit(1, 0)).toBe(false);
    expect(journey.mayVisit(0, 1)).toBe(true);
    expect(journey.mayVisit(2, 1)).toBe(false);
    expect(journey.mayVisit(2, 2)).toBe(true);
    expect(journey.mayVisit(3, 3)).toBe(false);
  });

  it('counts the host\'s leading steps in the progress indicator', () => {
    expect(journey.progress(0)).toEqual({ titles: ['Choose', 'About you', 'More', 'Check'], current: 1 });
    expect(journey.progress(3).current).toBe(3);
  });
});

// The form controller without React: when a person does X, then the state is Y.
import { describe, expect, it } from 'vitest';
import { createFormController, SUBMIT_LOCK_MS, type Timers } from './formController';
import { testForm } from './journeyTestForm';

function manualTimers() {
  let queue: Array<{ at: number; run: () => void; handle: number }> = [];
  let now = 0;
  let next = 1;
  const timers: Timers = {
    setTimeout(callback, ms) {
      const handle = next++;
      queue.push({ at: now + ms, run: callback, handle });
      return handle;
    },
    clearTimeout(handle) {
      queue = queue.filter((entry) => entry.handle !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = queue.filter((entry) => entry.at <= now);
    queue = queue.filter((entry) => entry.at > now);
    for (const entry of due) entry.run();
  };
  return { timers, advance, pending: () => queue.length };
}

function setup(initialDocument: Record<string, unknown> = {}, validateOnBlur = true) {
  const clock = manualTimers();
  const controller = createFormController({ ...testForm(), initialDocument, validateOnBlur, timers: clock.timers });
  const notified: number[] = [];
  controller.subscribe(() => notified.push(controller.getState().revision));
  return { controller, clock, notified };
}

describe('the form controller', () => {
  it('when I press Next with an empty first step, then its errors show with the summary and I stay', () => {
    const { controller } = setup();
    expect(controller.next()).toBe(false);
    const state = controller.getState();
    expect(state.stepIndex).toBe(0);
    expect(state.summaryShown).toBe(true);
    expect(state.attempt).toBe(1);
    expect(state.errors).toEqual([{ pointer: '/name', message: 'Name is required' }]);
  });

  it('when the step is answered, then Next moves on with no errors and the furthest step moves with it', () => {
    const { controller } = setup({ name: 'Mere' });
    expect(controller.next()).toBe(true);
    expect(controller.getState()).toMatchObject({ stepIndex: 1, furthestStep: 1, errors: [], summaryShown: false });
    controller.back();
    expect(controller.getState().stepIndex).toBe(0);
    expect(controller.goTo(1)).toBe(true);
    expect(controller.goTo(2)).toBe(false);
  });

  it('when a field is busy (an upload), then Next and Submit wait', async () => {
    const { controller } = setup({ name: 'Mere', colour: 'red', agreed: true });
    controller.setBusy('/files', true);
    expect(controller.next()).toBe(false);
    expect(await controller.submit(async () => undefined)).toEqual({ kind: 'ignored' });
    controller.setBusy('/files', false);
    expect(controller.next()).toBe(true);
  });

  it('when I leave a field, then only that field\'s errors change; not while a button is being pressed', () => {
    const { controller } = setup();
    controller.stageValue('/name', '');
    controller.beginPress('button');
    controller.validateField('/name');
    expect(controller.getState().errors).toEqual([]);
    controller.endPress();
    expect(controller.getState().errors).toEqual([]);
    controller.validateField('/name');
    expect(controller.getState().errors).toEqual([{ pointer: '/name', message: 'Name is required' }]);
    expect(controller.getState().summaryShown).toBe(false);
  });

  it('when I leave a field by pressing on another control, then its message waits until my click has happened', () => {
    const { controller } = setup();
    controller.stageValue('/name', '');
    controller.beginPress('other');
    controller.validateField('/name');
    expect(controller.getState().errors).toEqual([]);
    controller.endPress();
    expect(controller.getState().errors).toEqual([{ pointer: '/name', message: 'Name is required' }]);
  });

  it('when I commit a value while pressing, then what it changes on screen waits until my click has happened', () => {
    const { controller } = setup();
    let heard = 0;
    controller.subscribe(() => heard++);
    controller.beginPress('button');
    controller.commit({ ...controller.getDocument(), name: 'Mere' });
    expect(controller.getState().document).toMatchObject({ name: 'Mere' });
    expect(heard).toBe(0);
    controller.endPress();
    expect(heard).toBe(1);
  });

  it('when a release never arrives, then the next press shows the waiting message first', () => {
    const { controller } = setup();
    controller.stageValue('/name', '');
    controller.beginPress('other');
    controller.validateField('/name');
    controller.beginPress('other');
    expect(controller.getState().errors).toEqual([{ pointer: '/name', message: 'Name is required' }]);
  });

  it('when blur validation is off, then leaving a field shows nothing', () => {
    const { controller } = setup({}, false);
    controller.validateField('/name');
    expect(controller.getState().errors).toEqual([]);
  });

  it('when I hide a field after typing into it, then its value is neither validated nor sent', async () => {
    const { controller } = setup({ name: 'Mere', colour: 'red', agreed: true, hasPet: true, petName: 'far too long' });
    expect(controller.validateAll().errors).toEqual([{ pointer: '/petName', message: 'Pet name is too long' }]);
    controller.commit({ ...controller.getDocument(), hasPet: false });
    let sent: unknown;
    expect(await controller.submit(async (document) => void (sent = document))).toEqual({ kind: 'sent' });
    expect(sent).toEqual({ name: 'Mere', colour: 'red', agreed: true, hasPet: false });
  });

  it('when I submit with errors on an earlier step, then I go back to it with its errors and the summary', async () => {
    const { controller } = setup({ name: 'Mere' });
    controller.next();
    controller.commit({ name: '', colour: 'red', agreed: true });
    controller.next();
    expect(controller.getState().stepIndex).toBe(2);
    expect(await controller.submit(async () => undefined)).toEqual({ kind: 'invalid' });
    expect(controller.getState()).toMatchObject({ stepIndex: 0, summaryShown: true, errors: [{ pointer: '/name', message: 'Name is required' }] });
  });

  it('when I click Submit twice, then it sends once, and Submit stays locked for 3 seconds', async () => {
    const { controller, clock } = setup({ name: 'Mere', colour: 'red', agreed: true });
    let sends = 0;
    let release: () => void = () => undefined;
    const first = controller.submit(() => new Promise<void>((resolve) => ((sends += 1), (release = resolve))));
    expect(await controller.submit(async () => void (sends += 1))).toEqual({ kind: 'ignored' });
    release();
    expect(await first).toEqual({ kind: 'sent' });
    expect(controller.getState()).toMatchObject({ submitting: false, submitLocked: true });
    expect(await controller.submit(async () => void (sends += 1))).toEqual({ kind: 'ignored' });
    clock.advance(SUBMIT_LOCK_MS);
    expect(controller.getState().submitLocked).toBe(false);
    expect(sends).toBe(1);
  });

  it('when sending fails, then the view learns why and may show the submission-error page', async () => {
    const { controller } = setup({ name: 'Mere', colour: 'red', agreed: true });
    const failure = new Error('offline');
    expect(await controller.submit(async () => Promise.reject(failure))).toEqual({ kind: 'failed', error: failure });
    controller.showSubmissionError();
    expect(controller.getState().stepIndex).toBe(3);
    controller.back();
    expect(controller.getState().stepIndex).toBe(2);
  });

  it('when the server rejects fields, then they show like the form\'s own', () => {
    const { controller } = setup({ name: 'Mere' });
    controller.showErrors([{ pointer: '/name', message: 'Taken' }]);
    expect(controller.getState()).toMatchObject({ stepIndex: 0, summaryShown: true, errors: [{ pointer: '/name', message: 'Taken' }] });
  });

  it('when I save a draft, then the pruned document is saved once at a time', async () => {
    const { controller } = setup({ name: 'Mere', hasPet: false, petName: 'Rex' });
    let saved: unknown;
    const pending = controller.saveDraft(async (document) => void (saved = document));
    expect(controller.getState().saving).toBe(true);
    expect(await controller.saveDraft(async () => undefined)).toEqual({ kind: 'ignored' });
    expect(await pending).toEqual({ kind: 'saved' });
    expect(saved).toEqual({ name: 'Mere', hasPet: false });
    expect(controller.getState().saving).toBe(false);
  });

  it('when I change something and cancel, then the initial document is back and the renderer remounts', () => {
    const { controller } = setup({ name: 'Mere' });
    expect(controller.hasChanges()).toBe(false);
    controller.noteTyping();
    expect(controller.hasChanges()).toBe(true);
    controller.commit({ name: 'Aroha' });
    expect(controller.hasChanges()).toBe(true);
    controller.reset();
    expect(controller.getState()).toMatchObject({ document: { name: 'Mere' }, generation: 1, typing: false });
    expect(controller.hasChanges()).toBe(false);
  });

  it('when the renderer completes documents (its defaults), then the form starts from the completed document, unchanged', () => {
    const given = { name: 'Mere' };
    const controller = createFormController({ ...testForm(), initialDocument: given, complete: (document) => ({ phase: 1, ...document }) });
    expect(controller.getState().document).toEqual({ phase: 1, name: 'Mere' });
    expect(controller.hasChanges()).toBe(false);
    // The host's document is the host's: completed on a copy.
    expect(given).toEqual({ name: 'Mere' });
    controller.reset();
    expect(controller.getState().document).toEqual({ phase: 1, name: 'Mere' });
  });

  it('tells subscribers about commits, and not about changes that change nothing', () => {
    const { controller, notified } = setup();
    controller.commit({ name: 'a' });
    controller.setBusy('/x', false);
    controller.noteTyping();
    controller.noteTyping();
    expect(notified).toEqual([1, 1]);
  });

  it('knows when every consent box is ticked', () => {
    const { controller } = setup();
    expect(controller.consentGiven()).toBe(false);
    controller.commit({ agreed: true });
    expect(controller.consentGiven()).toBe(true);
  });

  describe('when the form shows before its validator has arrived (decision 0039)', () => {
    function deferred() {
      const { validate, ...form } = testForm();
      let arrive: () => void = () => undefined;
      const arrival = new Promise<typeof validate>((resolve) => (arrive = () => resolve(validate)));
      const controller = createFormController({ ...form, validate: arrival, initialDocument: { name: 'Mere' } });
      const arrived = async () => {
        arrive();
        await arrival;
        await Promise.resolve();
      };
      return { controller, arrived };
    }

    it('then Next and Submit wait, as for an upload, and go once it arrives', async () => {
      const { controller, arrived } = deferred();
      expect(controller.getState().validatorReady).toBe(false);
      expect(controller.isBusy()).toBe(true);
      expect(controller.next()).toBe(false);
      expect(await controller.submit(async () => undefined)).toEqual({ kind: 'ignored' });
      expect(controller.getState()).toMatchObject({ stepIndex: 0, errors: [], summaryShown: false });
      await arrived();
      expect(controller.getState().validatorReady).toBe(true);
      expect(controller.isBusy()).toBe(false);
      expect(controller.next()).toBe(true);
    });

    it('then a field I leave meanwhile shows its message when the validator arrives', async () => {
      const { controller, arrived } = deferred();
      controller.stageValue('/name', '');
      controller.validateField('/name');
      expect(controller.getState().errors).toEqual([]);
      await arrived();
      expect(controller.getState().errors).toEqual([{ pointer: '/name', message: 'Name is required' }]);
    });

    it('then what I type and save meanwhile is kept: a draft needs no validator', async () => {
      const { controller } = deferred();
      controller.commit({ name: 'Aroha' });
      const saved: unknown[] = [];
      expect(await controller.saveDraft(async (document) => void saved.push(document))).toEqual({ kind: 'saved' });
      expect(saved).toEqual([{ name: 'Aroha' }]);
    });
  });

  it('leaves no timer behind when disposed', async () => {
    const { controller, clock } = setup({ name: 'Mere', colour: 'red', agreed: true });
    await controller.submit(async () => undefined);
    expect(clock.pending()).toBe(1);
    controller.dispose();
    expect(clock.pending()).toBe(0);
  });
});

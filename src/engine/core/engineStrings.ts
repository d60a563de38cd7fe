// The fixed texts of the engine's own views (buttons, the save banner, the
// page after a failed submission), as RJSF's translateString keeps its own.
// The defaults are neutral; a host registers its words (its product's name
// for what is being filled in, its support address) with its registry.

export const DEFAULT_ENGINE_STRINGS = {
  next: 'Next',
  back: 'Back',
  submit: 'Submit',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  reviewTitle: 'Review & Submit',
  declarations: 'Declarations',
  opensInNewTab: ' (opens in a new tab)',
  draftSavedTitle: 'Saved',
  draftSavedText: 'Your answers have been saved.',
  draftSaveFailedTitle: 'Something went wrong',
  draftSaveFailedText: 'Please wait a few minutes and try again. If the problem persists, contact us at {supportEmail}.',
  saveNeedsSignIn: 'Sign in to save your answers and finish later.',
  submissionFailedHeading: 'Something went wrong',
  submissionFailedIntro: 'There was an error sending your answers.',
  submissionFailedRetryLater: 'Please try again in a few minutes',
  submissionFailedContactLead: 'If the problem continues, ',
  submissionFailedContactLink: 'email us at {supportEmail}',
  tryAgain: 'Try again',
  submitting: 'Submitting…',
} as const;

export type EngineStringKey = keyof typeof DEFAULT_ENGINE_STRINGS;
export type EngineStrings = Partial<Record<EngineStringKey, string>>;
export type TranslateString = (key: EngineStringKey, params?: Readonly<Record<string, string>>) => string;

/** A translator over the host's strings, falling back to the defaults; `{name}` takes `params.name`. */
export function createTranslator(strings: EngineStrings = {}): TranslateString {
  return (key, params = {}) =>
    (strings[key] ?? DEFAULT_ENGINE_STRINGS[key]).replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}

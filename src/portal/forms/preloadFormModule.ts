// Starts downloading a form's generated module (its display schema and ui.json,
// and unless the page shows the form before its validator, the precompiled
// validator with what its checks need, such as the holiday calendar) before the
// page that shows the form has run, so that the download does not wait for the
// page's code and the engine. The page still loads the form itself
// (loadEngineForm), which finds the module on its way or already there. Small
// on purpose: the app's entry imports it.

/** `validatorAfterForm`: the page shows the form first (decision 0039), so its validator is not fetched ahead of it. */
export function preloadFormModule(name: string | undefined, options: { validatorAfterForm?: boolean } = {}): void {
  if (!name) return;
  import('../../shared/generated/validators')
    .then(({ formDisplayLoaders, formValidatorLoaders }) => (options.validatorAfterForm ? formDisplayLoaders : formValidatorLoaders)[name]?.())
    .catch(() => undefined);
}

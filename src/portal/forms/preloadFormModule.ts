// Starts downloading a form's generated module (its precompiled validator, display
// schema and ui.json, and for the disconnection form the holiday calendar its
// validator checks dates with) before the page that shows the form has run, so
// that the download does not wait for the page's code and the engine. The page
// still loads the form itself (loadEngineForm), which finds the module on its way
// or already there. Small on purpose: the app's entry imports it.

export function preloadFormModule(name: string | undefined): void {
  if (!name) return;
  import('../../shared/generated/validators')
    .then(({ formValidatorLoaders }) => formValidatorLoaders[name]?.())
    .catch(() => undefined);
}

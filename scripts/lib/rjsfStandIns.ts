// The stand-ins for RJSF's parts that the engine's display schemas never reach
// (decision 0038), as Vite aliases. The portal's build uses them (vite.config.ts),
// and so does the engine benchmark's build of our renderer
// (tests/bench/engine/vite.config.ts), so that it measures the engine as the
// portal ships it. Stock RJSF's build in that benchmark, and the unit tests,
// keep RJSF whole.
import path from 'node:path';
import type { Alias } from 'vite';

export function rjsfStandInAliases(projectRoot: string): Alias[] {
  const standIn = (file: string) => path.join(projectRoot, 'src/engine/react', file);
  return [
    // RJSF's markdown renderer, never reached by the engine: see src/engine/react/plainTextMarkdown.tsx.
    { find: /^markdown-to-jsx\/react$/, replacement: standIn('plainTextMarkdown.tsx') },
    // RJSF's $id resolver, never reached with the engine's dereferenced display schemas: see src/engine/react/uriResolver.ts.
    { find: /^fast-uri$/, replacement: standIn('uriResolver.ts') },
    // RJSF's allOf merger (@rjsf/utils imports it as ./shallowAllOfMerge.js), never reached with the display schemas: see src/engine/react/allOfMerge.ts.
    { find: /^\.\/shallowAllOfMerge\.js$/, replacement: standIn('allOfMerge.ts') },
    // RJSF's default fields (@rjsf/core's getDefaultRegistry imports ./components/fields/index.js) without the ones a display schema never reaches: see src/engine/react/rjsfFields.ts.
    { find: /^\.\/components\/fields\/index\.js$/, replacement: standIn('rjsfFields.ts') },
    // RJSF's isSelect (@rjsf/utils imports it as ./isSelect.js), asked once per schema rather than once per value: see src/engine/react/rememberedIsSelect.ts.
    { find: /^\.\/isSelect\.js$/, replacement: standIn('rememberedIsSelect.ts') },
    // RJSF's retrieveSchema (@rjsf/utils imports it as ./retrieveSchema.js), worked out once per schema where the data cannot change it: see src/engine/react/rememberedRetrieveSchema.ts.
    { find: /^\.\/retrieveSchema\.js$/, replacement: standIn('rememberedRetrieveSchema.ts') },
    // RJSF's getDefaultFormState (@rjsf/utils imports it as ./getDefaultFormState.js), not worked out again on a form's creation for a document the engine filled in with it: see src/engine/react/rememberedDefaultFormState.ts.
    { find: /^\.\/getDefaultFormState\.js$/, replacement: standIn('rememberedDefaultFormState.ts') },
  ];
}

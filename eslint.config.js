// One lint setup for the whole repository: TypeScript rules everywhere, React
// hooks rules for the browser code, Node globals for scripts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One layer's forbidden imports: for each [folder, message], any import whose path
 * reaches that top-level folder of src/ (relatively, `../../server/x`, or as
 * `src/server/x`) fails with the message. Covers `import`, `import type` and
 * `export ... from`.
 */
function layer(dir, forbidden) {
  return {
    files: [`${dir}/**/*.{ts,tsx,js,mjs,cjs,jsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: forbidden.map(([folder, message]) => ({
          regex: `^(?:(?:\\.\\./)+|(?:.*/)?src/)${folder}(?:/|$)`,
          message,
        })),
      }],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', '.tmp/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/shared/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        fetch: 'readonly', document: 'readonly', window: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  // Layering (DESIGN section 3, README "What is where"): arrows point down,
  // portal -> engine -> shared and server -> shared, never back up. Tests beside
  // the code belong to their folder's layer; scripts/ and tests/ are not restricted.
  layer('src/engine', [
    ['portal', 'the engine may import src/shared, never src/portal: domain pieces reach it by registration (widgets, keywords); see README "What is where" (layers)'],
    ['server', 'the engine may import src/shared, never src/server: move what both need to src/shared; see README "What is where" (layers)'],
  ]),
  layer('src/shared', [
    ['engine', 'src/shared is the bottom layer: it may not import src/engine; see README "What is where" (layers)'],
    ['portal', 'src/shared is the bottom layer: it may not import src/portal; see README "What is where" (layers)'],
    ['server', 'src/shared is the bottom layer: it may not import src/server; see README "What is where" (layers)'],
  ]),
  layer('src/server', [
    ['engine', 'the server may import src/shared, never src/engine: move what both need to src/shared; see README "What is where" (layers)'],
    ['portal', 'the server may import src/shared, never src/portal: move what both need to src/shared; see README "What is where" (layers)'],
  ]),
  layer('src/portal', [
    ['server', 'the portal may import src/engine and src/shared, never src/server: move what both need (API types, seed data) to src/shared; see README "What is where" (layers)'],
  ]),
  {
    files: ['src/portal/**/*.{ts,tsx}', 'src/engine/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);

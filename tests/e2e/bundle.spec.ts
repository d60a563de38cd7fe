// When the browser loads any part of the production bundle, then no code is
// generated at run time: validators are precompiled, so the bundle holds no
// `new Function` or `eval`, and no CommonJS `require` left over from Ajv.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ASSETS = path.resolve('dist/assets');

test('the built JavaScript contains no run-time code generation', () => {
  const files = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  const offenders: string[] = [];
  for (const file of files) {
    const code = readFileSync(path.join(ASSETS, file), 'utf8');
    for (const pattern of [/new Function\s*\(/, /\beval\s*\(/, /\brequire\(\s*["']ajv/]) {
      if (pattern.test(code)) offenders.push(`${file}: ${pattern}`);
    }
  }
  expect(offenders).toEqual([]);
});

test('the validator of every form is in the bundle as its own chunk', () => {
  const files = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
  const code = files.map((file) => readFileSync(path.join(ASSETS, file), 'utf8')).join('\n');
  // ajv-errors messages only exist in precompiled validator output.
  expect(code).toContain('errorMessage');
});

// Vitest global setup for the API and storage tests on PGlite: runs initdb once
// for the whole run and hands its dump to every test file, whose in-memory
// databases then start from it (openTestDatabase). initdb takes 2-5 s a
// database and the pass opens well over a hundred; loading the dump takes
// about half a second. The dump is of an empty cluster, taken before any
// query, so each database still migrates from nothing as before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the empty cluster's dump, or '' on PostgreSQL. */
    pgliteTemplateFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateFile', '');
    return () => {};
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const file = path.join(directory, 'empty-cluster.tar');
  const client = await PGlite.create();
  try {
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(directory, { recursive: true, force: true });
}

// npm run studio — the analysts' preview: every form rendered by the engine with
// preview data sources, each example's result beside it, and a reload whenever
// a JSON file under schemas/ changes (validators are recompiled first).
import { createServer, type Plugin } from 'vite';
import path from 'node:path';
import { createFormsAjv, writeFormModules } from './lib/compileValidators';
import { loadAllForms, PROJECT_ROOT, SCHEMAS_DIR } from './lib/formFolders';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedReferenceData } from '../src/server/db/seed';

const port = Number(process.env['STUDIO_PORT'] ?? 5173);
const apiPort = Number(process.env['STUDIO_API_PORT'] ?? 5174);

function compileAll(): string | null {
  try {
    const forms = loadAllForms({ testForms: false });
    const ajv = createFormsAjv(forms);
    writeFormModules(forms, ajv);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Recompiles validators when a schema or example changes; Vite then reloads what imports them. */
function schemaWatcher(): Plugin {
  return {
    name: 'portal-schema-watcher',
    configureServer(server) {
      server.watcher.add(path.join(SCHEMAS_DIR, '**/*.json'));
      server.watcher.on('change', (file) => {
        if (!file.startsWith(SCHEMAS_DIR) || !file.endsWith('.json')) return;
        const problem = compileAll();
        if (problem) {
          server.config.logger.error(`Schema problem after editing ${path.relative(PROJECT_ROOT, file)}: ${problem}`);
          server.ws.send({ type: 'error', err: { message: problem, stack: '' } });
        } else {
          server.config.logger.info(`Recompiled validators after editing ${path.relative(PROJECT_ROOT, file)}`);
          server.ws.send({ type: 'full-reload' });
        }
      });
    },
  };
}

const problem = compileAll();
if (problem) {
  console.error(problem);
  process.exit(1);
}

// The API, for the preview's Submit (server-side validation), on an in-memory database.
const database = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(database.db);
await seedReferenceData(database.db);
// DEV_TOOLS: the studio is a development tool; client-config then routes the form preview pages too.
const api = await buildApp({ config: { ...loadConfig({ STATIC_DIR: '', DEV_TOOLS: 'true' }), port: apiPort }, database, logger: false });
await api.listen({ host: '127.0.0.1', port: apiPort });

const vite = await createServer({
  configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
  server: { port, host: '127.0.0.1', proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  plugins: [schemaWatcher()],
});
await vite.listen();
console.log(`\nForm studio at http://localhost:${port}/studio  (edit schemas/**/*.json and the page reloads)\n`);

const close = async () => {
  await vite.close();
  await api.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void close());
process.once('SIGTERM', () => void close());

// The workflow check of `npm run lint:schemas` and the workflow tests: every
// schemas/workflows/*.json is a valid workflow (workflow.schema.json, JSON
// Schema 2020-12) that is also sound (workflowProblems: no activity named
// twice, percentages never going down, the last one 100%, quote and payment
// activities that exist), and no order type has two. Problems name the file,
// so an analyst can fix the JSON without reading code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { workflowProblems, type Workflow } from '../../src/shared/orders/workflows';
import { PROJECT_ROOT } from './formFolders';

export const WORKFLOWS_DIR = path.join(PROJECT_ROOT, 'schemas/workflows');
const SCHEMA_FILE = 'workflow.schema.json';

export interface WorkflowLintReport {
  problems: string[];
  /** How many workflow files were checked. */
  checked: number;
}

function ajvMessages(errors: Ajv2020['errors']): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
}

export function lintWorkflows(directory: string = WORKFLOWS_DIR): WorkflowLintReport {
  const where = (file: string) => path.relative(PROJECT_ROOT, path.join(directory, file));
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(WORKFLOWS_DIR, SCHEMA_FILE), 'utf8')) as object);
  const files = readdirSync(directory)
    .filter((file) => file.endsWith('.json') && file !== SCHEMA_FILE)
    .sort();
  const problems: string[] = [];
  const fileOfType = new Map<string, string>();
  for (const file of files) {
    let workflow: unknown;
    try {
      workflow = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
    } catch (error) {
      problems.push(`${where(file)}: is not JSON: ${(error as Error).message}`);
      continue;
    }
    if (!validate(workflow)) {
      problems.push(...ajvMessages(validate.errors).map((message) => `${where(file)}: ${message}`));
      continue;
    }
    const { orderType } = workflow as Workflow;
    const earlier = fileOfType.get(orderType);
    if (earlier) problems.push(`${where(file)}: ${orderType} already has a workflow, ${where(earlier)}`);
    fileOfType.set(orderType, file);
    problems.push(...workflowProblems(workflow as Workflow).map((problem) => `${where(file)}: ${problem}`));
  }
  return { problems, checked: files.length };
}

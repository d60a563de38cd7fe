// The order workflows are data (schemas/workflows/*.json): each must be a
// valid workflow (workflow.schema.json, JSON Schema 2020-12) and a sound one
// (workflowProblems), the lint that checks them must catch a broken copy,
// and the portal must know one for every order type, under its own name.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, describe, expect, it } from 'vitest';
import { lintWorkflows, WORKFLOWS_DIR } from '../../../scripts/lib/lintWorkflows';
import { ORDER_TYPE_NAMES } from '../api/orders';
import { activityAfter, isCompletingActivity, WORKFLOWS, workflowOf, workflowProblems, type Workflow } from './workflows';

const schema = JSON.parse(readFileSync(path.join(WORKFLOWS_DIR, 'workflow.schema.json'), 'utf8')) as object;
const files = readdirSync(WORKFLOWS_DIR).filter((file) => file.endsWith('.json') && file !== 'workflow.schema.json');
const read = (file: string) => JSON.parse(readFileSync(path.join(WORKFLOWS_DIR, file), 'utf8')) as Workflow;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('schemas/workflows', () => {
  const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);

  it.each(files)('%s is a valid, sound workflow', (file) => {
    const workflow = read(file);
    expect(validate(workflow), JSON.stringify(validate.errors)).toBe(true);
    expect(workflowProblems(workflow)).toEqual([]);
  });

  it('gives every order type its own workflow', () => {
    expect(files.map((file) => read(file).orderType).sort()).toEqual([...ORDER_TYPE_NAMES].sort());
    for (const orderType of ORDER_TYPE_NAMES) expect(WORKFLOWS[orderType].orderType).toBe(orderType);
    expect(workflowOf('SomethingElse')).toBeUndefined();
    expect(workflowOf('toString')).toBeUndefined();
  });

  it('passes the lint', () => {
    expect(lintWorkflows()).toEqual({ problems: [], checked: files.length });
  });
});

describe('a broken copy', () => {
  const livening = read('livening.json');

  it('is caught by the schema: a missing title, a percentage over 100, an unknown field', () => {
    const { title: _title, ...untitled } = livening;
    const broken = { ...untitled, activities: [{ name: 'Order received', percentageComplete: 110 }, ...livening.activities.slice(1)], owner: 'nobody' };
    writeFileSync(path.join(scratch, 'livening.json'), JSON.stringify(broken));
    const { problems } = lintWorkflows(scratch);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/livening\.json: \/ must have required property 'title'/),
        expect.stringMatching(/livening\.json: \/activities\/0\/percentageComplete must be <= 100/),
        expect.stringMatching(/livening\.json: \/ must NOT have additional properties/),
      ]),
    );
    rmSync(path.join(scratch, 'livening.json'));
  });

  it('is caught when it is valid but not sound, and when two files claim one order type', () => {
    const unsound: Workflow = {
      ...livening,
      activities: [...livening.activities.slice(0, 3), { name: 'Assessing', percentageComplete: 20 }, { name: 'Done', percentageComplete: 90 }],
      quoteIssuedActivity: 'Quote sent',
    };
    expect(workflowProblems(unsound)).toEqual([
      'activities are named twice: Assessing',
      'quoteIssuedActivity "Quote sent" is not one of the activities',
      '"Assessing" is less complete than "Awaiting inspection" before it',
      'the last activity "Done" completes the order, so it is 100% complete',
    ]);
    writeFileSync(path.join(scratch, 'a.json'), JSON.stringify(unsound));
    writeFileSync(path.join(scratch, 'b.json'), JSON.stringify({ ...livening, activities: [...livening.activities, { name: 'Reviewing cancellation request', percentageComplete: 100 }] }));
    const { problems, checked } = lintWorkflows(scratch);
    expect(checked).toBe(2);
    expect(problems).toContain(`${path.relative(process.cwd(), path.join(scratch, 'a.json'))}: activities are named twice: Assessing`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/b\.json: LiveningIcpOrder already has a workflow, .*a\.json$/),
        expect.stringMatching(/b\.json: "Reviewing cancellation request" is the portal's own activity/),
      ]),
    );
  });
});

describe('reading a workflow', () => {
  const livening = WORKFLOWS.LiveningIcpOrder;
  it('knows what follows an activity and which one completes the order', () => {
    expect(activityAfter(livening, 'Order received')?.name).toBe('Assessing');
    expect(activityAfter(livening, 'Completed')).toBeUndefined();
    expect(activityAfter(livening, 'Design')).toBeUndefined();
    expect(isCompletingActivity(livening, 'Completed')).toBe(true);
    expect(isCompletingActivity(WORKFLOWS.DisconnectionOrder, 'Disconnected')).toBe(true);
    expect(isCompletingActivity(livening, 'Livening scheduled')).toBe(false);
  });
});

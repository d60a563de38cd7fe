// The order workflows (schemas/workflows/*.json, checked by
// schemas/workflows/workflow.schema.json in lint and tests): what activities
// an order of each type moves through. Data, not code: a business analyst
// renames or adds an activity by editing JSON.
import disconnection from '../../../schemas/workflows/disconnection.json' with { type: 'json' };
import livening from '../../../schemas/workflows/livening.json' with { type: 'json' };
import newConnection from '../../../schemas/workflows/new-connection.json' with { type: 'json' };
import type { OrderType } from '../api/orders';

export interface WorkflowActivity {
  name: string;
  percentageComplete: number;
  description?: string;
}

export interface Workflow {
  orderType: OrderType;
  title: string;
  cancellable: boolean;
  activities: WorkflowActivity[];
  quoteIssuedActivity?: string;
  paymentRecordedActivity?: string;
}

export const WORKFLOWS: Record<OrderType, Workflow> = {
  LiveningIcpOrder: livening as Workflow,
  NewConnectionOrder: newConnection as Workflow,
  DisconnectionOrder: disconnection as Workflow,
};

export function workflowOf(orderType: string): Workflow | undefined {
  return Object.prototype.hasOwnProperty.call(WORKFLOWS, orderType) ? WORKFLOWS[orderType as OrderType] : undefined;
}

export function activityIndex(workflow: Workflow, name: string): number {
  return workflow.activities.findIndex((activity) => activity.name === name);
}

/** The activity after `name`; undefined after the last (or for a name the workflow does not have). */
export function activityAfter(workflow: Workflow, name: string): WorkflowActivity | undefined {
  const index = activityIndex(workflow, name);
  return index < 0 ? undefined : workflow.activities[index + 1];
}

/** The workflow's last activity completes the order. */
export function isCompletingActivity(workflow: Workflow, name: string): boolean {
  return workflow.activities[workflow.activities.length - 1]?.name === name;
}

/**
 * What the workflow itself gets wrong beyond its schema (a duplicate activity,
 * a quote or payment activity it does not have, percentages going down): one
 * sentence per problem, none when it is sound.
 */
export function workflowProblems(workflow: Workflow): string[] {
  const problems: string[] = [];
  const names = workflow.activities.map((activity) => activity.name);
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length > 0) problems.push(`activities are named twice: ${[...new Set(duplicates)].join(', ')}`);
  for (const key of ['quoteIssuedActivity', 'paymentRecordedActivity'] as const) {
    const name = workflow[key];
    if (name !== undefined && !names.includes(name)) problems.push(`${key} "${name}" is not one of the activities`);
  }
  workflow.activities.forEach((activity, index) => {
    const before = workflow.activities[index - 1];
    if (before && activity.percentageComplete < before.percentageComplete) problems.push(`"${activity.name}" is less complete than "${before.name}" before it`);
  });
  const last = workflow.activities[workflow.activities.length - 1];
  if (last && last.percentageComplete !== 100) problems.push(`the last activity "${last.name}" completes the order, so it is 100% complete`);
  if (names.some((name) => name.toLowerCase() === 'reviewing cancellation request')) problems.push('"Reviewing cancellation request" is the portal\'s own activity, not a workflow\'s');
  return problems;
}

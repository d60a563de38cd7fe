// Submissions stored in batches (decision 0049; submissionBatches.ts, migration 0018): when several
// arrive at once they go to the database together, and each is still stored whole or not at all,
// answered with its own orders or its own refusal, and its key claimed exactly as before.
import { randomUUID } from 'node:crypto';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOwnerKey } from '../../src/server/auth/guestSession';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { initialOrderState } from '../../src/server/orders/lifecycle/orderTransitions';
import { findSubmissionClaim, newOrderNumberMarker, storeSubmission, UnknownProviderChoiceError, type Submission } from '../../src/server/orders/submissionStore';
import { MAX_BATCH } from '../../src/server/orders/submissionBatches';
import { WORKFLOWS } from '../../src/shared/orders/workflows';
import { openTestDatabase, OPEN_TIMEOUT_MS, testBackend } from './testDatabase';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db);
}, OPEN_TIMEOUT_MS);
afterAll(async () => database?.close());

/** Counts the statements that store submissions (each a batch of them). */
class StoreCallCounter implements KyselyPlugin {
  calls = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (JSON.stringify(node).includes('store_order_submissions')) this.calls += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** A guest's livening submission of two sites, with `providerChoices` for the statement to check. */
function submission(transactionKey = randomUUID(), providerChoices: Submission['providerChoices'] = []): Submission {
  const submittedAt = new Date();
  const state = initialOrderState(WORKFLOWS.LiveningIcpOrder, submittedAt);
  return {
    orderType: 'LiveningIcpOrder',
    transactionKey,
    fingerprint: `fingerprint of ${transactionKey}`,
    submitterKey: guestOwnerKey('batch-test-guest'),
    accountId: null,
    userId: null,
    contactId: null,
    submittedAt,
    actor: { kind: 'guest', subject: null, name: 'Guest' },
    sites: [0, 1].map((siteIndex) => ({ siteIndex, document: { site: siteIndex }, summary: { siteLabel: `${siteIndex + 1} Batch Street` }, state, files: [], mail: undefined })),
    draftId: undefined,
    providerChoices,
  };
}

async function ordersOf(transactionKey: string) {
  return database.db.selectFrom('customer_order').select(['id', 'order_number', 'site_index']).where('transaction_key', '=', transactionKey).orderBy('site_index').execute();
}

describe(`submissions stored in batches (${testBackend})`, () => {
  it('when many submissions arrive at once, then each is stored whole with its own order numbers, in fewer calls than submissions', async () => {
    const counter = new StoreCallCounter();
    const db = database.db.withPlugin(counter);
    const submissions = Array.from({ length: MAX_BATCH + 8 }, () => submission());
    const answers = await Promise.all(submissions.map((each) => storeSubmission(db, each, newOrderNumberMarker())));
    expect(counter.calls).toBeGreaterThan(0);
    expect(counter.calls).toBeLessThan(submissions.length);
    const numbers = new Set<string>();
    for (const [index, each] of submissions.entries()) {
      const stored = await ordersOf(each.transactionKey);
      expect(stored.map((order) => order.site_index)).toEqual([0, 1]);
      // Each answer names its own submission's orders.
      expect(answers[index]!.map((order) => order.id).sort()).toEqual(stored.map((order) => order.id).sort());
      for (const order of stored) numbers.add(order.order_number);
    }
    expect(numbers.size).toBe(submissions.length * 2);
  });

  it('when one submission of a batch is refused, then it alone is answered with its refusal, with nothing stored and its key free', async () => {
    const refused = submission(randomUUID(), [{ idField: 'liveningInspectorId', nameField: 'liveningInspector', kind: 'livening_inspector', id: 'no-such-inspector' }]);
    const others = [submission(), submission(), submission()];
    const results = await Promise.allSettled([...others, refused, submission()].map((each) => storeSubmission(database.db, each, newOrderNumberMarker())));
    const refusal = results[3]!;
    expect(refusal.status).toBe('rejected');
    expect((refusal as PromiseRejectedResult).reason).toBeInstanceOf(UnknownProviderChoiceError);
    expect(((refusal as PromiseRejectedResult).reason as UnknownProviderChoiceError).idFields).toEqual(['liveningInspectorId']);
    expect(await ordersOf(refused.transactionKey)).toEqual([]);
    expect(await findSubmissionClaim(database.db, refused.transactionKey)).toBeUndefined();
    for (const [index, result] of results.entries()) {
      if (index === 3) continue;
      expect(result.status).toBe('fulfilled');
      expect((result as PromiseFulfilledResult<unknown[]>).value).toHaveLength(2);
    }
  });

  it('when two submissions at once carry the same key, then one is stored and the other stores nothing', async () => {
    const key = randomUUID();
    const answers = await Promise.all([submission(key), submission(key), submission()].map((each) => storeSubmission(database.db, each, newOrderNumberMarker())));
    expect(answers.slice(0, 2).map((orders) => orders.length).sort()).toEqual([0, 2]);
    expect(await ordersOf(key)).toHaveLength(2);
    expect(answers[2]).toHaveLength(2);
  });
});

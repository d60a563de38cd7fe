// The data of npm run bench:orders (orderList.ts): one business account with
// many orders, written by the database itself (generate_series) in one
// statement, so 100,000 orders load in seconds. Spread with hashes rather
// than one counter, so requester, status, type and street do not follow each
// other: any requester or street has orders in every list.
import { sql } from 'kysely';
import type { AccountScope } from '../../src/server/accounts/accountScope';
import type { Database } from '../../src/server/db/database';

export const REQUESTERS = [
  'Aroha Ngata', 'Hemi Walker', 'Mere Tipene', 'Tama Hohaia', 'Sione Tuilagi', 'Priya Sharma', 'James Wilson', 'Olivia Chen',
  'Wiremu Parata', 'Grace Taylor', 'Liam Smith', 'Ana Fonoti', 'Rawiri Kingi', 'Emma Brown', 'Jack Thompson', 'Mei Lin',
  'Tui Herewini', 'Noah Williams', 'Ruby Clarke', 'Nikau Rangi',
];
export const STREETS = [
  'Queen Street', 'Cuba Street', 'Ponsonby Road', 'Karangahape Road', 'Lambton Quay', 'Colombo Street', 'Riccarton Road',
  'Dominion Road', 'Great North Road', 'Manukau Road', 'Victoria Street', 'Willis Street', 'Tory Street', 'George Street',
  'Princes Street', 'Cameron Road', 'Devonport Road', 'Te Rapa Road', 'Grey Street', 'Tancred Street', 'Main Street',
  'High Street', 'Broadway', 'Jervois Road', 'Remuera Road', 'Tamaki Drive', 'Khyber Pass Road', 'Symonds Street',
  'Hobson Street', 'Nelson Street', 'Taranaki Street', 'Adelaide Road', 'Courtenay Place', 'Oxford Terrace', 'Papanui Road',
  'Moorhouse Avenue', 'Cashel Street', 'Hereford Street', 'Tuam Street', 'Kilmore Street',
];
const PLACES = [
  'Auckland Central, Auckland 1010', 'Te Aro, Wellington 6011', 'Grey Lynn, Auckland 1021', 'Christchurch Central, Christchurch 8011',
  'Mount Eden, Auckland 1024', 'Newtown, Wellington 6021', 'Riccarton, Christchurch 8041', 'Hamilton Central, Hamilton 3204',
  'Tauranga, Tauranga 3110', 'Dunedin Central, Dunedin 9016',
];

/** SQL text array literal of `values`. */
function textArray(values: readonly string[]) {
  return sql`array[${sql.join(values.map((value) => sql.lit(value)))}]::text[]`;
}

/**
 * The account, its 20 members (one per requester) and `orderCount` orders, in
 * one statement each. Statuses: 60 % open (50 in progress, 10 on hold), 30 %
 * completed and 10 % cancelled, closed over the last year (so about half of
 * them are still in the closed list). Types: 70 % livening, 20 % new
 * connection (a tenth of them complex, never listed), 10 % disconnection.
 * Each order is submitted 15 minutes before the next, ending now.
 */
export async function loadBusinessOrders(database: Database, orderCount: number): Promise<AccountScope> {
  const { db } = database;
  const account = await db.insertInto('customer_account').values({ type: 'business', business_name: 'Bench Developments Limited' }).returning('id').executeTakeFirstOrThrow();
  const users = await db
    .insertInto('customer_user')
    .values(
      REQUESTERS.map((name, index) => ({
        subject: `bench|${index}`,
        account_id: account.id,
        email: `requester${index}@bench.example.nz`,
        first_name: name.split(' ')[0]!,
        last_name: name.split(' ')[1]!,
        mobile: '021 123 4567',
        is_admin: index === 0,
      })),
    )
    .returning(['id'])
    .execute();
  await sql`
    with requester as (
      select ordinality - 1 as n, user_id, name
      from unnest(${sql`array[${sql.join(users.map((user) => sql`${user.id}::uuid`))}]`}, ${textArray(REQUESTERS)}) with ordinality as r(user_id, name, ordinality)
    ),
    spread as (
      -- A number from 0 to 2^31 - 1 per order and purpose, so each column varies on its own.
      select g.i,
             hashtext(g.i::text || 'status') & 2147483647 as status_hash,
             hashtext(g.i::text || 'type') & 2147483647 as type_hash,
             hashtext(g.i::text || 'site') & 2147483647 as site_hash,
             hashtext(g.i::text || 'requester') & 2147483647 as requester_hash
      from generate_series(1, ${orderCount}) as g(i)
    ),
    generated as (
      select h.i,
             case when h.type_hash % 10 < 7 then 'LiveningIcpOrder' when h.type_hash % 10 < 9 then 'NewConnectionOrder' else 'DisconnectionOrder' end as order_type,
             case when h.status_hash % 100 < 50 then 'in progress' when h.status_hash % 100 < 60 then 'on hold'
                  when h.status_hash % 100 < 90 then 'completed' else 'cancelled' end as progress_status,
             (h.site_hash % 300 + 1)::text || ' ' || (${textArray(STREETS)})[h.site_hash / 300 % ${STREETS.length} + 1]
               || ', ' || (${textArray(PLACES)})[h.site_hash / 12000 % ${PLACES.length} + 1] as site_label,
             now() - make_interval(mins => 15 * h.i) as submitted_at,
             h.type_hash % 10 between 7 and 8 and h.type_hash / 10 % 10 = 0 as complex,
             h.requester_hash % ${REQUESTERS.length} as requester_n,
             h.status_hash / 100 % 365 as closed_days_ago
      from spread h
    ),
    shaped as (
      select o.*, r.user_id, r.name as requester,
             case when o.progress_status in ('completed', 'cancelled') then greatest(o.submitted_at, now() - make_interval(days => o.closed_days_ago)) end as closed_at
      from generated o join requester r on r.n = o.requester_n
    )
    insert into customer_order
      (order_number, order_type, account_id, user_id, contact_id, transaction_key, site_index, document, summary, submitted_at,
       state, progress_status, current_activity, closed_at)
    select case s.order_type when 'LiveningIcpOrder' then 'LIV' when 'NewConnectionOrder' then 'NC' else 'DIS' end || '-2026-' || lpad(s.i::text, 6, '0'),
           s.order_type, ${account.id}, s.user_id, s.user_id, gen_random_uuid()::text, 0, '{}'::jsonb,
           jsonb_build_object('siteLabel', s.site_label, 'requestedBy', s.requester, 'serviceType', 'Bench', 'isComplexConnection', s.complex,
                              'icpNumber', case when s.order_type = 'DisconnectionOrder' then '0000' || lpad(s.i::text, 7, '0') || 'NK4E8' else '' end),
           s.submitted_at,
           jsonb_build_object('progressStatus', s.progress_status, 'percentageComplete', 40, 'currentActivity', 'Assessing',
                              'currentActivityStartDate', null, 'currentActivityEndDate', null, 'nextActivity', null, 'infoMessage', null,
                              'alertMessage', null, 'actionMessage', null, 'cancellationRequest', null, 'duePayments', '[]'::jsonb,
                              'cancelReason', case when s.progress_status = 'cancelled' then 'Cost too high' end,
                              'closedAt', to_char(s.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
           s.progress_status, 'Assessing', s.closed_at
    from shaped s
  `.execute(db);
  // As autovacuum would have by the time a real account got this big: statistics, and the visibility map index-only scans rely on.
  await sql`vacuum analyze customer_order`.execute(db);
  return { userId: users[0]!.id, accountId: account.id, isAdmin: true };
}


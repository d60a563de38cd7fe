import type { Migration } from 'kysely';
import * as m0001 from './0001_reference_data';
import * as m0002 from './0002_app_event';
import * as m0003 from './0003_outbox';
import * as m0004 from './0004_identity';
import * as m0005 from './0005_customer_accounts';
import * as m0006 from './0006_uploaded_files';
import * as m0007 from './0007_orders';
import * as m0008 from './0008_upload_owners_and_submission_claims';
import * as m0009 from './0009_sign_in_throttle';
import * as m0010 from './0010_icp_registry';
import * as m0011 from './0011_disconnection_numbers';
import * as m0012 from './0012_order_lifecycle';
import * as m0013 from './0013_order_list_indexes';
import * as m0014 from './0014_payments';
import * as m0015 from './0015_store_checks_provider_choices';
import * as m0016 from './0016_orders_stored_inline';
import * as m0017 from './0017_checks_as_domains';
import * as m0018 from './0018_store_order_submissions_batched';

/**
 * Every migration, keyed by name. Static on purpose: no filesystem scanning at
 * run time (works the same under tsx, vitest and a bundled build).
 *
 * Add new migrations at the end with the next number. Never rename or edit one
 * that has been deployed: Kysely refuses to run if an applied name disappears.
 */
export const migrations: Record<string, Migration> = {
  '0001_reference_data': m0001,
  '0002_app_event': m0002,
  '0003_outbox': m0003,
  '0004_identity': m0004,
  '0005_customer_accounts': m0005,
  '0006_uploaded_files': m0006,
  '0007_orders': m0007,
  '0008_upload_owners_and_submission_claims': m0008,
  '0009_sign_in_throttle': m0009,
  '0010_icp_registry': m0010,
  '0011_disconnection_numbers': m0011,
  '0012_order_lifecycle': m0012,
  '0013_order_list_indexes': m0013,
  '0014_payments': m0014,
  '0015_store_checks_provider_choices': m0015,
  '0016_orders_stored_inline': m0016,
  '0017_checks_as_domains': m0017,
  '0018_store_order_submissions_batched': m0018,
};

// The embedded ICP registry: the icp_registry table (migration 0010), seeded
// with an ICP for each address of the bundled sample (sampleIcps.ts) and added
// to by staff with `npm run icp:add` (addIcp.ts).
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { IcpRecord, IcpRegistry } from './icpRegistry';

export class DatabaseIcpRegistry implements IcpRegistry {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async find(icpNumber: string): Promise<IcpRecord | undefined> {
    const row = await this.db.selectFrom('icp_registry').select(['icp_number', 'label']).where('icp_number', '=', icpNumber).executeTakeFirst();
    return row ? { id: row.icp_number, label: row.label } : undefined;
  }
}

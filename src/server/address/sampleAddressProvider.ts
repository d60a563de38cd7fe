// The default address provider: the bundled NZ address sample, searched in
// memory (addressIndex.ts). No network, no keys; see
// docs/operations/address-lookup.md for what the sample covers.
import type { AddressDetails, AddressProvider, AddressSearchOptions, AddressSuggestion } from './addressProvider';
import { AddressIndex } from './addressIndex';
import { formatLabel, isPostalRecord, loadBundledSample, toDetails, type SampleRecord } from './sampleRecords';

export class SampleAddressProvider implements AddressProvider {
  private readonly records: readonly SampleRecord[];
  private readonly labels: string[];
  private readonly byId: Map<string, SampleRecord>;
  private readonly index: AddressIndex;

  constructor(records: readonly SampleRecord[]) {
    this.records = records;
    this.labels = records.map(formatLabel);
    this.byId = new Map(records.map((record) => [record.id, record]));
    this.index = new AddressIndex(records.map((record, i) => ({ label: this.labels[i]!, postal: isPostalRecord(record) })));
  }

  /** Synchronous search, for the benchmark and tests. */
  searchNow(query: string, options: AddressSearchOptions): AddressSuggestion[] {
    return this.index.search(query, options).map((i) => ({ id: this.records[i]!.id, label: this.labels[i]! }));
  }

  async search(query: string, options: AddressSearchOptions): Promise<AddressSuggestion[]> {
    return this.searchNow(query, options);
  }

  async lookup(id: string): Promise<AddressDetails | undefined> {
    const record = this.byId.get(id);
    return record ? toDetails(record) : undefined;
  }
}

let bundledProvider: SampleAddressProvider | undefined;

/** The provider over the bundled sample; the index is built once per process and shared. */
export function bundledSampleProvider(): SampleAddressProvider {
  bundledProvider ??= new SampleAddressProvider(loadBundledSample());
  return bundledProvider;
}

// Data sources for previewing forms without the real back ends: fixed option
// lists (the server's seeded reference lists for the data sources that name
// one), a handful of addresses, a few ICPs and a date window. The studio and the
// per-schema browser tests use them, so results are repeatable.
import type { AddressSuggestion, DataSources, KeyedLookupResult, Option } from '../../engine/react/engineContext';
import serviceProviders from '../../shared/referenceData/service-providers.json';
import { WORKFLOWS } from '../../shared/orders/workflows';

const PREVIEW_OPTIONS: Option[] = [
  { value: 'option-a', label: 'Option A' },
  { value: 'option-b', label: 'Option B' },
  { value: 'option-c', label: 'Option C' },
];

// The reference lists the server seeds, so examples choose real ids that the order API accepts.
const SEEDED_OPTIONS: Record<string, Option[]> = {
  powerRetailers: providersOf('power_retailer'),
  liveningInspectors: providersOf('livening_inspector'),
  // The staff progress form: the console offers the order's own workflow; the preview a livening order's.
  staffActivities: WORKFLOWS.LiveningIcpOrder.activities.map((activity) => ({ value: activity.name, label: activity.name })),
};

function providersOf(kind: string): Option[] {
  return serviceProviders.filter((provider) => provider.kind === kind).map((provider) => ({ value: provider.id, label: provider.name }));
}

// The example documents under schemas/*/examples choose from these, by label and id.
const PREVIEW_ADDRESSES: AddressSuggestion[] = [
  { id: '2-.F.1W.p.0Q2zf', label: '12 Queen Street, Auckland Central, Auckland 1010' },
  { id: '2-.3.1q.5.4Pkr', label: 'Level 2, 36 Customhouse Quay, Wellington Central, Wellington 6011' },
  { id: '2-.1.6.8.2Ab9', label: '45 Riccarton Road, Riccarton, Christchurch 8011' },
  { id: 'preview-1', label: '1 Queen Street, Auckland Central, Auckland 1010' },
  { id: 'preview-2', label: '12 Lambton Quay, Wellington Central, Wellington 6011' },
  { id: 'preview-3', label: '45 Colombo Street, Sydenham, Christchurch 8023' },
  { id: 'preview-4', label: 'PO Box 1234, Shortland Street, Auckland 1140' },
  { id: 'preview-5', label: '7 Victoria Avenue, Remuera, Auckland 1050' },
];

// Keyed lookups (the ICP lookup): these ICPs are found, any other key is not.
// They are ICPs the server seeds for the bundled address sample
// (src/server/icp/sampleIcps.ts, which the portal may not import), with the
// same labels, so an example document passes here and at the order API alike.
// The id is the ICP, as GET /api/address/icp/{icp} answers.
const PREVIEW_ICPS: Record<string, string> = {
  '0000000001NK4E8': '1/41 Albert Street, Auckland Central, Auckland 1010',
  '0000000119NK555': '12 Ponsonby Road, Ponsonby, Auckland 1011',
  '0000000201NKEEF': '83A Cascade Street, Freemans Bay, Auckland 1011',
  '0000000501NK1ED': '1/53 Windmill Road, Mount Eden, Auckland 1024',
};

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function previewDataSources(): DataSources {
  const optionsSource = (name: string) => async () => SEEDED_OPTIONS[name] ?? PREVIEW_OPTIONS;
  const search = async (query: string) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return PREVIEW_ADDRESSES.filter((address) => words.every((word) => address.label.toLowerCase().includes(word)));
  };
  const lookUpKey = async (key: string): Promise<KeyedLookupResult | null> => {
    const label = Object.hasOwn(PREVIEW_ICPS, key) ? PREVIEW_ICPS[key] : undefined;
    return label === undefined ? null : { id: key, label };
  };
  return {
    options: new Proxy({} as Record<string, () => Promise<Option[]>>, { get: (_target, name) => optionsSource(String(name)) }),
    addresses: new Proxy({} as Record<string, (query: string, kind: string) => Promise<AddressSuggestion[]>>, { get: () => search }),
    keyedLookups: new Proxy({} as Record<string, (key: string) => Promise<KeyedLookupResult | null>>, { get: () => lookUpKey }),
    dates: new Proxy({} as Record<string, () => Promise<{ earliest: string; latest: string; unavailable: string[] }>>, {
      get: () => async () => {
        const today = new Date();
        const earliest = new Date(today.getTime() + 2 * 86_400_000);
        // Ten years ahead, so example documents with dates far in the future can be entered.
        const latest = new Date(today.getTime() + 3650 * 86_400_000);
        return { earliest: isoDate(earliest), latest: isoDate(latest), unavailable: [] };
      },
    }),
  };
}

// What the Site details section shows for each job type, in order, with the
// customer's words for each field (spec 3 "Order detail" siteDetails). A
// field the server sends that is not listed here still shows, under a label
// made from its name, after the listed ones.
import { humanise } from '../orderLabels';

const COMMON: Array<[string, string]> = [
  ['address', 'Site address'],
  ['typeDetailed', 'Service'],
];

const BY_ORDER_TYPE: Record<string, Array<[string, string]>> = {
  LiveningIcpOrder: [
    ['icpType', 'ICP type'],
    ['projectNumber', 'Project number'],
    ['liveningInspector', 'Livening inspector'],
    ['powerRetailer', 'Power retailer'],
    ['featureType', 'Feature type'],
    ['quantity', 'Quantity'],
    ['wattage', 'Wattage'],
    ['availableHours', 'Available hours'],
    ['units', 'Units'],
    ['additionalInfo', 'Additional information'],
  ],
  NewConnectionOrder: [
    ['serviceType', 'Service type'],
    ['projectType', 'Project type'],
    ['subdivisionType', 'Subdivision type'],
    ['lotCount', 'Number of lots'],
    ['lots', 'Lots'],
    ['description', 'Description'],
    ['sitePlans', 'Site plans'],
  ],
  DisconnectionOrder: [
    ['icpNumber', 'ICP number'],
    ['meters', 'Meters'],
    ['type', 'Property type'],
    ['guardDogs', 'Guard dogs'],
    ['lockedGate', 'Locked gate'],
    ['removalReason', 'Reason for disconnection'],
    ['disconnectionDate', 'Disconnection date'],
    ['tenants', 'Tenants'],
    ['hazards', 'Hazards'],
    ['otherInformation', 'Other information'],
  ],
};

/** Names inside lists (a meter, a unit, a lot, a site plan). */
const NESTED_LABELS: Record<string, string> = {
  location: 'Location',
  serialNumber: 'Serial number',
  type: 'Type',
  supply: 'Supply',
  fileName: 'File name',
  unitNumber: 'Unit number',
  phase: 'Phase',
  fuseAmp: 'Fuse size (amps)',
};

/** jobType names the order's type, which the page title already says. */
const NOT_SHOWN = new Set(['jobType']);

export function siteDetailFields(orderType: string, siteDetails: Record<string, unknown>): Array<{ key: string; label: string }> {
  const listed = [...COMMON, ...(BY_ORDER_TYPE[orderType] ?? [])];
  const known = new Set(listed.map(([key]) => key));
  const extra = Object.keys(siteDetails).filter((key) => !known.has(key) && !NOT_SHOWN.has(key));
  return [...listed.map(([key, label]) => ({ key, label })), ...extra.map((key) => ({ key, label: humanise(key) }))];
}

export function nestedLabel(key: string): string {
  return Object.prototype.hasOwnProperty.call(NESTED_LABELS, key) ? (NESTED_LABELS[key] as string) : humanise(key);
}

// A livening order's site details on its detail page (spec 3 "Order detail",
// livening): the stored document holds one metered site (its units, when
// entered row by row) or the unmetered supply, and the inspector and retailer
// by the names the reference lists had when it was submitted.
import type { JsonObject } from '../db/schema';
import type { LiveningSiteDetails } from '../../shared/api/orderTracking';
import { numberOrNull, objectAt, objectsAt } from './documentReaders';
import { METERED } from './liveningOrder';
import { textOf } from './orderText';

/** The feature as the customer named it: their own words when they chose Other. */
function featureTypeOf(unmetered: Record<string, unknown>): string {
  const chosen = textOf(unmetered['featureType']);
  return chosen === 'Other' ? textOf(unmetered['featureTypeOther']) || chosen : chosen;
}

export function liveningSiteDetails(document: JsonObject): LiveningSiteDetails {
  const metered = document['icpType'] === METERED;
  // A stored metered order keeps only its own site.
  const site = metered ? (objectsAt(objectAt(document, 'metered'), 'sites')[0] ?? {}) : objectAt(document, 'unmetered');
  const unmetered = metered ? {} : site;
  const units = metered && site['unitType'] === 'manual' ? objectsAt(site, 'manualUnits') : [];
  return {
    icpType: textOf(document['icpType']),
    additionalInfo: textOf(objectAt(site, 'addressInformation')['additionalAddressInformation']),
    projectNumber: textOf(document['projectNumber']),
    liveningInspector: textOf(document['liveningInspector']),
    powerRetailer: textOf(document['powerRetailer']),
    featureType: featureTypeOf(unmetered),
    quantity: numberOrNull(unmetered['quantity']),
    wattage: numberOrNull(unmetered['wattage']),
    availableHours: textOf(unmetered['availableHours']),
    units: units.map((unit) => ({
      unitNumber: textOf(unit['unitNumber']),
      type: textOf(unit['type']),
      phase: numberOrNull(unit['phase']),
      fuseAmp: numberOrNull(unit['fuseAmp']),
      supply: textOf(unit['supply']),
    })),
  };
}

// A new connection order's site details on its detail page (spec 3 "Order
// detail", new connection): the site's lots, the complex connection's project
// questions (pruned away, so empty, for a simple one) and the site plans.
import type { JsonObject } from '../db/schema';
import type { NewConnectionSiteDetails } from '../../shared/api/orderTracking';
import { numberOrNull, objectAt, objectsAt } from './documentReaders';
import { textOf } from './orderText';

/** A lot's fuse: amps, or the form's 'more than 100'. */
function fuseOf(value: unknown): number | string | null {
  return numberOrNull(value) ?? (textOf(value) || null);
}

export function newConnectionSiteDetails(document: JsonObject): NewConnectionSiteDetails {
  const site = objectAt(document, 'site');
  return {
    lotCount: textOf(site['lotCount']),
    serviceType: textOf(document['serviceType']),
    projectType: textOf(document['projectType']),
    subdivisionType: textOf(document['subdivisionType']),
    description: textOf(document['developmentDescription']) || textOf(site['additionalSiteRequirements']),
    sitePlans: objectsAt(document, 'sitePlans')
      .map((plan) => textOf(plan['fileName']))
      .filter((name) => name !== ''),
    lots: objectsAt(site, 'lots').map((lot) => ({ type: textOf(lot['type']), phase: numberOrNull(lot['phase']), fuseAmp: fuseOf(lot['fuseAmp']) })),
  };
}

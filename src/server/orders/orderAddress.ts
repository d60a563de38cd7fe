// A site of an order as one line, for lists, thank-you answers and mails: the
// same site block (spec 2 sections 3.1 and 3.2: lot and DP, or a street
// address chosen or typed in) on a livening metered site and on a new
// connection's site.
import { isPlainObject } from './orderTypes';
import { joinParts, textOf } from './orderText';

/** A street address block (spec 1's site address): the chosen suggestion, or the manual fields. */
export function addressLine(addressInformation: unknown): string {
  if (!isPlainObject(addressInformation)) return '';
  const manual = addressInformation['manualStreetAddress'];
  if (addressInformation['manuallyEnteredAddress'] === true && isPlainObject(manual)) {
    const unit = textOf(manual['unit']);
    const number = textOf(manual['streetNumber']);
    const street = joinParts([unit && number ? `${unit}/${number}` : unit || number, textOf(manual['streetName'])], ' ');
    return joinParts([street, joinParts([textOf(manual['suburb']), textOf(manual['postcode'])], ' ')], ', ');
  }
  return textOf(addressInformation['streetAddress']);
}

/** A site as one line: its lot and DP, or its street address. */
export function siteLine(site: unknown): string {
  if (!isPlainObject(site)) return '';
  if (site['siteType'] === 'lotAndDpNumber' && isPlainObject(site['lotInformation'])) {
    const lot = site['lotInformation'];
    const lotAndDp = joinParts([textOf(lot['lotNumber']) && `Lot ${textOf(lot['lotNumber'])}`, textOf(lot['dpNumber']) && `DP ${textOf(lot['dpNumber'])}`], ' ');
    const street = joinParts([textOf(lot['streetNumber']), textOf(lot['streetName'])], ' ');
    const place = joinParts([textOf(lot['suburb']), textOf(lot['postcode'])], ' ');
    return joinParts([lotAndDp, street, place], ', ');
  }
  return addressLine(site['addressInformation']);
}

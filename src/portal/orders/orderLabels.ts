// The words the lists and the detail page put on the API's values (spec 3
// "Job type labels", "Order detail"; issue 16). Anything the portal does not
// know yet (a job type or document type added on the server first) shows the
// spec's "Unmapped ..." text rather than a raw code or a blank.
import documentForm from '../../../schemas/staff-order-document/ui.json' with { type: 'json' };
import { ATTACHMENT_TYPES } from '../../shared/uploadLimits';

export const UNMAPPED_JOB_TYPE = 'Unmapped job type';
export const UNMAPPED_DOCUMENT_NAME = 'Unmapped document name';

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The lists' Job type column: spec 3's "livening icp, new connection,
 * disconnection", in sentence case as every other label on the page (and ICP
 * in capitals, as the spec writes it everywhere else).
 */
const JOB_TYPE_LABELS: Record<string, string> = {
  LiveningIcpOrder: 'Livening ICP',
  NewConnectionOrder: 'New connection',
  DisconnectionOrder: 'Disconnection',
};

/** The detail page's title. */
const DETAIL_TITLES: Record<string, string> = {
  LiveningIcpOrder: 'ICP Request (Livening)',
  NewConnectionOrder: 'Simple electricity connection',
  DisconnectionOrder: 'Permanent disconnection (decommission)',
};

/** Documents the company's staff attach to an order (the staff order-document action's types). */
/** The company's document types, named as the back office's attach-a-document form names them (its ui.json, where analysts edit them). */
export const COMPANY_DOCUMENT_LABELS: Record<string, string> = documentForm.fields['/documentType'].options;

/** spec 3 "Order detail" contact roles. */
const ROLE_LABELS: Record<string, string> = {
  requester: 'Requester',
  siteAccessContact: 'Site access contact',
  powerRetailerAccountHolder: 'Power retailer account holder',
  quotePayer: 'Quote payer',
  customer: 'Customer',
  consultant: 'Consultant',
  electrician: 'Electrician',
  landOwner: 'Land owner',
  propertyOwner: 'Property owner',
};

export function jobTypeLabel(jobType: string): string {
  return has(JOB_TYPE_LABELS, jobType) ? (JOB_TYPE_LABELS[jobType] as string) : UNMAPPED_JOB_TYPE;
}

export function detailTitle(orderType: string): string {
  return has(DETAIL_TITLES, orderType) ? (DETAIL_TITLES[orderType] as string) : UNMAPPED_JOB_TYPE;
}

/** Customer uploads are named as the upload fields name them (schemas/common/attachment-types.json). */
export function documentLabel(documentType: string): string {
  if (has(COMPANY_DOCUMENT_LABELS, documentType)) return COMPANY_DOCUMENT_LABELS[documentType] as string;
  if (has(ATTACHMENT_TYPES, documentType)) return ATTACHMENT_TYPES[documentType]?.label ?? UNMAPPED_DOCUMENT_NAME;
  return UNMAPPED_DOCUMENT_NAME;
}

/** `siteAccessContact` -> `Site access contact`: the readable fallback for a name the portal has no label for. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function roleLabel(role: string): string {
  return has(ROLE_LABELS, role) ? (ROLE_LABELS[role] as string) : humanise(role);
}

import { describe, expect, it } from 'vitest';
import { detailTitle, documentLabel, humanise, jobTypeLabel, roleLabel } from './orderLabels';

describe('order labels', () => {
  it("names job types in the spec's words, and an unknown one 'Unmapped job type'", () => {
    expect(['LiveningIcpOrder', 'NewConnectionOrder', 'DisconnectionOrder', 'GasOrder'].map(jobTypeLabel)).toEqual([
      'Livening ICP',
      'New connection',
      'Disconnection',
      'Unmapped job type',
    ]);
  });

  it('titles the detail page by job type', () => {
    expect(['LiveningIcpOrder', 'NewConnectionOrder', 'DisconnectionOrder', 'constructor'].map(detailTitle)).toEqual([
      'ICP Request (Livening)',
      'Simple electricity connection',
      'Permanent disconnection (decommission)',
      'Unmapped job type',
    ]);
  });

  it("names customer uploads as the upload fields do, the company's documents by type, and anything else 'Unmapped document name'", () => {
    expect(['sitePlan', 'proofOfAddress', 'meterPhoto', 'quote', 'inspectionCertificate', 'letter', 'payslip', 'toString'].map(documentLabel)).toEqual([
      'Site plan',
      'Proof of address',
      'Meter photo',
      'Quote',
      'Inspection certificate',
      'Letter',
      'Unmapped document name',
      'Unmapped document name',
    ]);
  });

  it('labels contact roles, and words an unknown role readably', () => {
    expect(['requester', 'siteAccessContact', 'powerRetailerAccountHolder', 'landOwner', 'billingContact'].map(roleLabel)).toEqual([
      'Requester',
      'Site access contact',
      'Power retailer account holder',
      'Land owner',
      'Billing contact',
    ]);
    expect(humanise('icpNumber')).toBe('Icp number');
  });
});

// When a disconnection order is summarised, then its site is the ICP's address
// when the lookup found the ICP, else the address given, with the ICP, the
// meter serial numbers and the requested date; a draft is summarised without
// failing on what is missing and never keeps its date. Its confirmation mail
// says what the thank-you page says, with the date written out.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../db/schema';
import { disconnectionConfirmationMail } from './confirmationMail';
import { disconnectionDraftSummary, splitDisconnectionOrder } from './disconnectionOrder';

const contactDetails = { requester: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.co.nz' }, propertyOwnerSameAsRole: 'requester', siteContactSameAsRole: 'requester' };

describe('disconnection summaries', () => {
  it('name the ICP and its registry address when the lookup found it', () => {
    const order: JsonObject = {
      propertyDetails: {
        icpNumber: '0000000001nk4e8',
        icpAddressLookupEnabled: true,
        icpAddressLookup: { id: '0000000001NK4E8', label: '12 Tasman Street, Mount Cook, Wellington 6021' },
        meterInfo: { meterCount: 2, meters: [{ location: 'Garage' }, { location: 'Shed', serialNumber: ' M-42 ' }] },
      },
      disconnectionDetails: { removalReason: 'Demolition', disconnectionDate: '2026-12-02' },
      contactDetails,
    };
    expect(splitDisconnectionOrder(order)).toEqual([
      {
        siteIndex: 0,
        pointer: '',
        document: order,
        summary: {
          jobType: 'disconnection',
          serviceType: 'Permanent disconnection (decommission)',
          requestedBy: 'Aroha Ngata',
          siteLabel: '12 Tasman Street, Mount Cook, Wellington 6021',
          icpNumber: '0000000001NK4E8',
          meterSerialNumbers: ['M-42'],
          disconnectionDate: '2026-12-02',
          siteNumber: 1,
          siteCount: 1,
        },
      },
    ]);
  });

  it('read the site address given without a found ICP, and ignore a label the lookup did not find', () => {
    const [part] = splitDisconnectionOrder({
      propertyDetails: {
        icpNumber: '',
        icpAddressLookupEnabled: false,
        icpAddressLookup: { id: 'x', label: 'Not looked up' },
        meterInfo: {
          meterCount: 2,
          meters: [{ serialNumber: 'A1234567' }, { serialNumber: 'B7654321' }],
          addressInformation: { manuallyEnteredAddress: true, manualStreetAddress: { unit: '2', streetNumber: '7', streetName: 'Cuba Street', suburb: 'Te Aro', postcode: '6011' } },
        },
      },
      contactDetails,
    });
    expect(part!.summary).toMatchObject({ siteLabel: '2/7 Cuba Street, Te Aro 6011', icpNumber: '', meterSerialNumbers: ['A1234567', 'B7654321'] });
  });

  it('summarise an unfinished draft without failing on what is missing', () => {
    expect(disconnectionDraftSummary({})).toEqual({
      jobType: 'disconnection',
      serviceType: 'Permanent disconnection (decommission)',
      requestedBy: '',
      siteLabel: '',
      icpNumber: '',
      meterSerialNumbers: [],
      disconnectionDate: '',
      siteCount: 1,
    });
    expect(disconnectionDraftSummary({ propertyDetails: 'none', contactDetails: { requester: 'nobody' } })).toMatchObject({ siteLabel: '', requestedBy: '' });
    expect(disconnectionDraftSummary({ propertyDetails: { meterInfo: { meters: ['not a meter', null] } } })).toMatchObject({ meterSerialNumbers: [] });
  });
});

describe('the disconnection confirmation mail', () => {
  const details = { to: 'aroha@example.co.nz', firstName: 'Aroha', orderNumber: 'DIS-2026-000001', siteLabel: '12 Tasman Street, Mount Cook, Wellington 6021', supportPhone: '0508 832 867', supportEmail: 'help@example.nz' };

  it('names the ICP, the meters, the site, the service type and the date, and says a timeframe and costs follow', () => {
    const mail = disconnectionConfirmationMail({ ...details, icpNumber: '0000000001NK4E8', meterSerialNumbers: ['A1234567', 'B7654321'], disconnectionDate: '2026-12-02' });
    expect(mail).toMatchObject({ kind: 'order-confirmation', to: 'aroha@example.co.nz', subject: 'Your disconnection order DIS-2026-000001' });
    expect(mail.text).toContain('Kia ora Aroha,');
    expect(mail.text).toContain(
      [
        'Order number: DIS-2026-000001',
        'ICP: 0000000001NK4E8',
        'Meter serial numbers: A1234567, B7654321',
        'Site: 12 Tasman Street, Mount Cook, Wellington 6021',
        'Service type: Permanent disconnection (decommission)',
        'Requested disconnection date: 2 December 2026',
      ].join('\n'),
    );
    expect(mail.text).toContain('Our team will be in touch with a timeframe and costs once we have assessed your request.');
    expect(mail.text).toContain('call us on 0508 832 867 or email help@example.nz, quoting your order number DIS-2026-000001');
  });

  it('says N/A for a missing ICP and for no serial numbers', () => {
    const mail = disconnectionConfirmationMail({ ...details, icpNumber: '', meterSerialNumbers: [], disconnectionDate: '2026-12-02' });
    expect(mail.text).toContain('ICP: N/A\nMeter serial numbers: N/A\n');
  });
});

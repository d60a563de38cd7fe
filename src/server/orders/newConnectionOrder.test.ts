// When a new connection order is summarised, then its site reads as one line,
// its service type follows the complexity the server derived (never counted
// here), and an unfinished draft is summarised without failing on what is
// missing. Its confirmation mail says which kind of connection it is and what
// happens next for that kind.
import { describe, expect, it } from 'vitest';
import { newConnectionConfirmationMail } from './confirmationMail';
import { newConnectionDraftSummary, splitNewConnectionOrder } from './newConnectionOrder';

const lotSite = { siteType: 'lotAndDpNumber', lotInformation: { lotNumber: '12', dpNumber: '512345', streetName: 'Te Awa Road', suburb: 'Ōtaki', postcode: '5512' }, lotCount: '3' };

describe('new connection summaries', () => {
  it('summarise the one order with its site, lots, requester and service type', () => {
    const order = { site: lotSite, isComplexConnection: false, contactDetails: [{ firstName: 'Aroha', lastName: 'Ngata', roles: { requester: true } }] };
    expect(splitNewConnectionOrder(order)).toEqual([
      {
        siteIndex: 0,
        pointer: '',
        document: order,
        summary: {
          jobType: 'new connection',
          serviceType: 'Simple connection',
          isComplexConnection: false,
          requestedBy: 'Aroha Ngata',
          siteLabel: 'Lot 12 DP 512345, Te Awa Road, Ōtaki 5512',
          lotCount: '3',
          siteNumber: 1,
          siteCount: 1,
        },
      },
    ]);
  });

  it('read the complexity as derived: a complex order with no requester role is from its first contact', () => {
    const [part] = splitNewConnectionOrder({ site: { lotCount: '2' }, isComplexConnection: true, contactDetails: [{ firstName: 'Hemi', lastName: 'Walker', roles: { customerRole: true } }] });
    expect(part!.summary).toMatchObject({ serviceType: 'Complex connection', isComplexConnection: true, requestedBy: 'Hemi Walker' });
  });

  it('summarise an unfinished draft without failing on what is missing', () => {
    expect(newConnectionDraftSummary({})).toEqual({
      jobType: 'new connection',
      serviceType: 'Simple connection',
      isComplexConnection: false,
      requestedBy: '',
      siteLabel: '',
      lotCount: '',
      siteCount: 1,
    });
    expect(newConnectionDraftSummary({ site: 'not a site', contactDetails: 'nobody' })).toMatchObject({ siteLabel: '', requestedBy: '' });
  });
});

describe('the new connection confirmation mail', () => {
  const details = { to: 'aroha@example.co.nz', firstName: 'Aroha', orderNumber: 'NC-2026-000124', siteLabel: 'Lot 12 DP 512345', supportPhone: '0508 832 867', supportEmail: 'help@example.nz' };

  it('promises a quote in about 6 to 8 weeks for a simple connection', () => {
    const mail = newConnectionConfirmationMail({ ...details, lotCount: '3', serviceType: 'Simple connection', isComplexConnection: false });
    expect(mail).toMatchObject({ kind: 'order-confirmation', to: 'aroha@example.co.nz', subject: 'Your new connection order NC-2026-000124' });
    expect(mail.text).toContain('Kia ora Aroha,');
    expect(mail.text).toContain('Number of lots: 3\nService type: Simple connection');
    expect(mail.text).toContain('quote');
    expect(mail.text).toContain('about 6 to 8 weeks');
    expect(mail.text).toContain('call us on 0508 832 867 or email help@example.nz, quoting your order number NC-2026-000124');
  });

  it('explains a complex connection: customer works agreement, easements, longer, no online tracking', () => {
    const mail = newConnectionConfirmationMail({ ...details, lotCount: '', serviceType: 'Complex connection', isComplexConnection: true });
    expect(mail.text).not.toContain('Number of lots');
    expect(mail.text).toContain('Service type: Complex connection');
    expect(mail.text).toContain('customer works agreement');
    expect(mail.text).toContain('Easements');
    expect(mail.text).toContain('takes longer');
    expect(mail.text).toContain('cannot be tracked online. We will send you updates by email or SMS.');
    expect(mail.text).not.toContain('My orders');
  });
});

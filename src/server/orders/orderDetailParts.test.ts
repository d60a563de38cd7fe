// The pure parts of the order lists and detail page that the API tests do not
// reach through valid submissions: the closed list's month arithmetic at
// month ends, and contacts named only by "same as" answers or by the land
// owner and electrician questions.
import { describe, expect, it } from 'vitest';
import { disconnectionContactDetails } from './disconnectionOrderDetail';
import { contactListDetails } from './orderContacts';
import { monthsBefore } from './orderLists';

const person = (firstName: string, extra: Record<string, unknown> = {}) => ({ firstName, lastName: 'Test', ...extra });
const rolesOf = (contacts: Array<{ firstName: string; roles: string[] }>) => contacts.map((contact) => [contact.firstName, contact.roles]);

describe('monthsBefore', () => {
  it('keeps the day of the month and the time', () => {
    expect(monthsBefore(new Date('2026-11-24T13:05:00.000Z'), 6).toISOString()).toBe('2026-05-24T13:05:00.000Z');
    expect(monthsBefore(new Date('2026-02-10T00:00:00.000Z'), 3).toISOString()).toBe('2025-11-10T00:00:00.000Z');
  });

  it('takes the month\'s last day when it is shorter, as PostgreSQL does', () => {
    expect(monthsBefore(new Date('2026-08-31T09:00:00.000Z'), 6).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(monthsBefore(new Date('2028-05-31T09:00:00.000Z'), 3).toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });
});

describe('a disconnection\'s contacts', () => {
  it('gives the site contact the owner\'s role when the owner is "the site access contact"', () => {
    const contacts = disconnectionContactDetails({
      contactDetails: { requester: person('Aroha'), propertyOwnerSameAsRole: 'site-access-contact', siteContactSameAsRole: 'new-contact', siteContact: person('Tane') },
    });
    expect(rolesOf(contacts)).toEqual([
      ['Aroha', ['requester']],
      ['Tane', ['siteAccessContact', 'propertyOwner']],
    ]);
  });

  it('lists the requester once with all three roles when they are owner and site contact', () => {
    const contacts = disconnectionContactDetails({
      contactDetails: { requester: person('Aroha'), propertyOwnerSameAsRole: 'requester', siteContactSameAsRole: 'requester' },
    });
    expect(rolesOf(contacts)).toEqual([['Aroha', ['requester', 'siteAccessContact', 'propertyOwner']]]);
  });

  it('reads an old or unfinished document without failing', () => {
    expect(rolesOf(disconnectionContactDetails({}))).toEqual([['', ['requester']]]);
  });
});

describe('a new connection\'s contacts', () => {
  const contacts = [person('Aroha', { roles: { customerRole: true } }), person('Sione', { roles: { consultantRole: true } })];

  it('gives the land owner\'s role to the customer when the land owner is "the customer"', () => {
    expect(rolesOf(contactListDetails({ contactDetails: contacts, hasLandOwner: 'yes customer' }))).toEqual([
      ['Aroha', ['requester', 'customer', 'landOwner']],
      ['Sione', ['consultant']],
    ]);
  });

  it('lists a land owner and an electrician who are none of the contacts as people of their own', () => {
    const listed = contactListDetails({
      contactDetails: contacts,
      hasLandOwner: 'yes',
      landOwnerContactDetails: person('Mere'),
      hasElectrician: 'yes',
      optionalContactDetails: person('Hemi'),
    });
    expect(rolesOf(listed)).toEqual([
      ['Aroha', ['requester', 'customer']],
      ['Sione', ['consultant']],
      ['Hemi', ['electrician']],
      ['Mere', ['landOwner']],
    ]);
  });

  it('leaves out the answer "no", and details given for a question answered otherwise', () => {
    expect(rolesOf(contactListDetails({ contactDetails: contacts, hasLandOwner: 'no', landOwnerContactDetails: person('Mere') }))).toEqual([
      ['Aroha', ['requester', 'customer']],
      ['Sione', ['consultant']],
    ]);
  });
});

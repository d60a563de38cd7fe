// @vitest-environment jsdom
// The review step's headings: one per level (sections, then list items), none
// repeating the one above it; titled groups as labels over their own answers.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewRow, ReviewSection } from '../core/review';
import { ReviewStep } from './ReviewStep';

afterEach(cleanup);

const answer = (pointer: string, label: string, text: string): ReviewRow => ({ pointer, label, value: { kind: 'text', text } });

function headings(): string[] {
  return screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
}

function renderSections(...sections: Array<Omit<ReviewSection, 'stepIndex'>>) {
  render(<ReviewStep sections={sections.map((section) => ({ ...section, stepIndex: 0 }))} onEdit={() => {}} />);
}

describe('ReviewStep', () => {
  it('when a section holds only a list of items, then I read the items as headings just below the section’s, without the list’s label', () => {
    renderSections({
      id: 'contacts',
      title: 'Contact details',
      rows: [
        {
          pointer: '/contacts',
          label: 'Contacts',
          value: {
            kind: 'records',
            records: [
              { title: 'Contact 1', rows: [answer('/contacts/0/firstName', 'First name', 'Hemi'), answer('/contacts/0/roles', 'Roles', 'Requester, Site access contact')] },
              { title: 'Contact 2', rows: [answer('/contacts/1/firstName', 'First name', 'Aroha')] },
            ],
          },
        },
      ],
    });
    expect(headings()).toEqual(['H2 Contact details', 'H3 Contact 1', 'H3 Contact 2']);
    expect(screen.queryByText('Contacts')).toBeNull();
    const [first] = screen.getAllByRole('definition');
    expect(first?.textContent).toBe('Hemi');
    expect(screen.getByText('Requester, Site access contact').tagName).toBe('DD');
  });

  it('when a section holds answers and a group, then I read the group’s label over its own answers, and items as headings one level down', () => {
    renderSections(
      {
        id: 'retailer',
        title: 'Electrician & retailer',
        rows: [
          answer('/retailer', 'Power retailer', 'Mercury'),
          { pointer: '/electrician', label: "Electrician's contact details", value: { kind: 'block', rows: [answer('/electrician/email', 'Email', 'sparky@example.co.nz')] } },
        ],
      },
      {
        id: 'sites',
        title: 'Site details',
        rows: [
          {
            pointer: '/sites',
            label: 'Sites',
            value: {
              kind: 'records',
              records: [
                {
                  title: 'Site 1',
                  rows: [
                    answer('/sites/0/siteType', 'Type of address', 'Street number and name'),
                    { pointer: '/sites/0/address', label: 'Site address', value: { kind: 'block', rows: [answer('/sites/0/address/manual', 'Address entered manually', '2/12 Queen Street, Hamilton East 3216')] } },
                    { pointer: '/sites/0/units', label: 'Units', value: { kind: 'table', columns: ['Unit', 'Type'], rows: [['1', 'Residential']] } },
                  ],
                },
              ],
            },
          },
        ],
      },
    );
    expect(headings()).toEqual(['H2 Electrician & retailer', 'H2 Site details', 'H3 Site 1']);
    // The group's answers sit inside its own value, so the answers after it are plainly not part of it.
    const group = screen.getByText('Site address', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(group).getByText('Address entered manually').tagName).toBe('DT');
    expect(within(group).getByText('2/12 Queen Street, Hamilton East 3216').tagName).toBe('DD');
    expect(within(group).queryByText('Units')).toBeNull();
    expect(screen.getByText("Electrician's contact details").tagName).toBe('DT');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Unit', 'Type']);
    expect(within(table).getByRole('cell', { name: 'Residential' })).toBeTruthy();
  });

  it('when a list of items sits among answers, then its label stays and its items are headings; a lone group in an item sits under the item’s heading', () => {
    renderSections({
      id: 'people',
      title: 'People',
      rows: [
        answer('/count', 'How many', '1'),
        {
          pointer: '/people',
          label: 'People',
          value: { kind: 'records', records: [{ title: 'Person 1', rows: [{ pointer: '/people/0/name', label: 'Name', value: { kind: 'block', rows: [answer('/people/0/name/first', 'First name', 'Hemi')] } }] }] },
        },
      ],
    });
    expect(headings()).toEqual(['H2 People', 'H3 Person 1']);
    expect(screen.getByText('People', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('First name').tagName).toBe('DT');
  });
});

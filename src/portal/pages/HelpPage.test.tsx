// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_MEGABYTES } from '../../shared/uploadLimits';
import { faq } from '../content/faq';
import { supportContacts } from '../supportContacts';
import { renderWithSession } from '../testing/renderWithSession';
import HelpPage from './HelpPage';

afterEach(cleanup);

describe('HelpPage', () => {
  it('groups the questions in the four categories of the spec, 3 to 6 each', () => {
    renderWithSession(<HelpPage />);
    const categories = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(categories).toEqual(['Online requests', 'Account management', 'Billing and payment', 'Technical issues', 'Get support']);
    for (const entries of Object.values(faq)) {
      expect(entries.length).toBeGreaterThanOrEqual(3);
      expect(entries.length).toBeLessThanOrEqual(6);
    }
  });

  it('opens and closes an answer from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithSession(<HelpPage />);
    const question = screen.getByRole('button', { name: 'Who is the admin of a business account?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/The first person who registers a business becomes its admin/)).toBeTruthy();
    await user.keyboard(' ');
    expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  it('states the facts the spec requires, with the upload limit the field enforces', () => {
    const answers = Object.values(faq)
      .flat()
      .map((entry) => `${entry.question} ${entry.answer}`)
      .join('\n');
    expect(answers).toContain('something went wrong');
    expect(answers).toContain('Excel or Google Sheet');
    expect(answers).toContain('pdf, dwg, jpg, doc or docx');
    expect(answers).toContain(`${MAX_UPLOAD_MEGABYTES}MB`);
    expect(answers).not.toContain('10MB');
  });

  it('offers the Get support box with the phone and an email link', () => {
    renderWithSession(<HelpPage />);
    const support = screen.getByRole('complementary', { name: 'Get support' });
    expect(within(support).getByRole('link', { name: supportContacts.phone }).getAttribute('href')).toBe('tel:0508832867');
    expect(within(support).getByRole('link', { name: supportContacts.email }).getAttribute('href')).toBe(`mailto:${supportContacts.email}`);
  });
});

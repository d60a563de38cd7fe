// When an integrator posts a document to /api/forms/{form}/validate, then the
// answer is 200 for a valid document and 400 with every message at its pointer
// otherwise, exactly as each example in schemas/<form>/examples declares, and
// nothing is stored.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllForms } from '../../scripts/lib/formFolders';
import { createTestApp, type TestApp } from './testApp';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => subject?.close());

const sortErrors = (errors: Array<{ pointer: string; message: string }>) =>
  [...errors].sort((a, b) => `${a.pointer} ${a.message}`.localeCompare(`${b.pointer} ${b.message}`));

async function rowCounts(): Promise<string> {
  const { rows } = await sql<{ n: string }>`select (select count(*) from service_provider) || '/' || (select count(*) from app_event) as n`.execute(subject.database.db);
  return rows[0]?.n ?? '';
}

describe('POST /api/forms/{form}/validate', () => {
  it('answers 404 for a form that does not exist', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/api/forms/no-such-form/validate', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no form called "no-such-form"' });
  });

  it('checks dates as on the day asOf names, and refuses a day that does not exist', async () => {
    const example = loadAllForms()
      .flatMap((form) => form.examples.map((e) => ({ form: form.name, ...e })))
      .find((e) => e.today !== undefined && e.expect.valid);
    if (!example) throw new Error('No valid example names its day');
    const asOf = (day: string) => subject.app.inject({ method: 'POST', url: `/api/forms/${example.form}/validate?asOf=${day}`, payload: example.document as object });
    expect((await asOf(example.today!)).statusCode).toBe(200);
    // Ten years on, the example's date is long past.
    const later = await asOf(`${Number(example.today!.slice(0, 4)) + 10}${example.today!.slice(4)}`);
    expect(later.statusCode).toBe(400);
    const refused = await asOf('2026-02-30');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('asOf must be a calendar date (YYYY-MM-DD)');
  });

  it('lists the forms it knows', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/forms' });
    expect(response.json().forms).toEqual(loadAllForms().map((form) => form.name).sort());
  });

  for (const form of loadAllForms()) {
    for (const example of form.examples) {
      it(`${example.file}: ${example.description}`, async () => {
        const before = await rowCounts();
        // An example's dates mean what they meant on the day it names.
        const asOf = example.today ? `?asOf=${example.today}` : '';
        const response = await subject.app.inject({ method: 'POST', url: `/api/forms/${form.name}/validate${asOf}`, payload: example.document as object });
        if (example.expect.valid) {
          expect(response.json()).toEqual({ valid: true });
          expect(response.statusCode).toBe(200);
        } else {
          expect(response.statusCode).toBe(400);
          const body = response.json();
          expect(body.message).toBe('There is a problem with the information you entered');
          expect(sortErrors(body.errors)).toEqual(sortErrors(example.expect.errors));
        }
        expect(await rowCounts()).toBe(before);
      });
    }
  }
});

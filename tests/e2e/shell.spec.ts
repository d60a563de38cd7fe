// When I visit the portal, then the app loads under a strict security policy,
// unknown pages show the not-found page, and unknown API paths answer JSON.
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';

test('when I open the home page, then the app renders without security-policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { level: 1, name: 'New service order' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect(violations).toEqual([]);
});

test('when I open an unknown page, then I see "The page was not found" with the help box', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'The page was not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get support' })).toBeVisible();
  await expect(page.getByRole('link', { name: '0508 832 867' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('when I request an unknown API path, then the answer is a JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({ message: 'No API resource at GET /api/no-such-thing' });
});

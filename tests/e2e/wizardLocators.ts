// How the browser tests find a wizard's fields: by the document pointer of the
// field (the control's DOM id, or the field's wrapper), the way the engine
// names them; and the signed-in page's access token for direct API calls.
import type { Locator, Page } from '@playwright/test';
import { domIdOf } from '../../src/engine/core/errorSchema';

/** The control of the field at a pointer. */
export function byPointer(page: Page, pointer: string): Locator {
  return page.locator(`[id="${domIdOf(pointer)}"]`);
}

/** The whole field at a pointer: label, help, message and control. */
export function fieldAt(page: Page, pointer: string): Locator {
  return page.locator(`[data-pointer="${pointer}"]`).first();
}

/** I type a value into a field and leave it. */
export async function type(page: Page, pointer: string, value: string): Promise<void> {
  const input = byPointer(page, pointer);
  await input.fill(value);
  await input.blur();
}

/** The signed-in page's access token, as the portal keeps it (oidc-client-ts, session storage). */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token ?? '';
  });
}

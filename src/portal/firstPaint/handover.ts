// Until the browser has hydrated a page the server rendered ahead of time
// (decision 0043), that page is inert: it shows, but nothing on it can be
// pressed or typed into, so no answer goes into a field React does not hold
// yet, and nothing is lost. The page whose content was rendered ahead calls
// releaseFirstPaint once it has hydrated (OrderWizardPage's effect), and a
// page rendered afresh in its place calls it at once (main.tsx).
import { FIRST_PAINT_SCRIPTS_ATTRIBUTE } from '../../shared/api/firstPaint';
import { FIRST_PAINT_ATTRIBUTE } from './firstPaintRoutes';

export function releaseFirstPaint(doc: Document = document): void {
  const root = doc.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`);
  if (!root) return;
  root.removeAttribute('inert');
  root.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  root.removeAttribute(FIRST_PAINT_SCRIPTS_ATTRIBUTE);
}

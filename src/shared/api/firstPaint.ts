// The mark on #root of a page the server rendered ahead of time (decision 0043):
// the address it was rendered for. The server writes it
// (src/server/pages/firstPaintPages.ts); the browser reads it (src/portal/main.tsx)
// and removes it once the page has hydrated (src/portal/firstPaint/handover.ts).
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

// The page's own scripts (its module and everything it imports statically, as
// the build's manifest lists them), which the browser asks for a few at a time
// before it starts the page (src/portal/firstPaint/preloadInSlices.ts).
export const FIRST_PAINT_SCRIPTS_ATTRIBUTE = 'data-first-paint-scripts';

// After a failed Next or Submit the page scrolls to the topmost field in error,
// 100 px above it, after 1000 ms (the behaviour specification's figures): long enough for the error
// summary to be read out first.
export const SCROLL_DELAY_MS = 1000;
export const SCROLL_OFFSET_PX = 100;

export function scrollToFirstError(root: ParentNode = document): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    const fields = Array.from(root.querySelectorAll<HTMLElement>('.engine-field--error'));
    if (fields.length === 0) return;
    const tops = fields.map((field) => field.getBoundingClientRect().top + window.scrollY);
    window.scrollTo({ top: Math.max(0, Math.min(...tops) - SCROLL_OFFSET_PX), behavior: 'smooth' });
  }, SCROLL_DELAY_MS);
}

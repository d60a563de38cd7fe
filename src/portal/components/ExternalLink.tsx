import type { ReactNode } from 'react';

/**
 * A link to a page outside the portal. It opens in a new tab so a half-filled
 * order is not lost, says so to screen-reader users (WCAG 3.2.5), and gives
 * the other site no handle on this window (noopener) nor our address (noreferrer).
 */
export function ExternalLink({
  href,
  className,
  describedBy,
  children,
}: {
  href: string;
  className?: string;
  /** The id of text that describes the link further (aria-describedby). */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {children}{' '}
      {/* Sighted users get the same warning as an arrow; screen readers hear the words. */}
      <span className="external-link__icon" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

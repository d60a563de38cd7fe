// A link to another site's page beside a field (ui.json's `link`: a finder, a
// template to download). It opens in a new tab, and says so to screen-reader
// users. The address and the words are the form's.
import './styles';

export interface ExternalLinkProps {
  href: string;
  children: string;
  className?: string;
  /** Read after the text by screen readers. */
  newTabHint?: string;
}

export function ExternalLink({ href, children, className, newTabHint = ' (opens in a new tab)' }: ExternalLinkProps) {
  return (
    <a className={className ? `engine-external-link ${className}` : 'engine-external-link'} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="engine-external-link__hint">{newTabHint}</span>
    </a>
  );
}

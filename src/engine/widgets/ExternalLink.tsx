// An external link to a postcode finder, shown beside a postcode field. It
// opens in a new tab, and says so to screen-reader users.
import './shared.css';
import './lookupWidgets.css';

export const DEFAULT_POSTCODE_FINDER_HREF = 'https://www.nzpost.co.nz/tools/address-postcode-finder';

export interface PostcodeFinderLinkProps {
  href?: string;
  /** Link text; 'Postcode Finder' unless the form's ui.json says otherwise. */
  children?: string;
  className?: string;
}

export function PostcodeFinderLink({ href = DEFAULT_POSTCODE_FINDER_HREF, children = 'Postcode Finder', className }: PostcodeFinderLinkProps) {
  return (
    <a className={className ? `engine-external-link ${className}` : 'engine-external-link'} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="engine-external-link__hint"> (opens in a new tab)</span>
    </a>
  );
}

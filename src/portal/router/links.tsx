// Links that move within the portal without reloading the page. Each is a real
// <a href>, so opening in a new tab, copying the address and assistive
// technology's link lists work as for any link; only a plain left click is
// taken over.
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, resolveTo, type To } from './history';
import { useHref, useLocation, useNavigate, type NavigateOptions } from './Router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Load the address as a new document instead (a page that must start afresh). */
  reloadDocument?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target. */
function isOwnClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isOwnClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string | undefined);
}

/** A link that knows when its page is shown: aria-current="page" and the class "active". */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const target = resolveTo(rest.to, { pathname, search: '' }).pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

export interface NavigateProps extends NavigateOptions {
  to: To;
}

/** Moves on as soon as it renders (a page that only redirects). */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  const address = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(address, { replace, state });
  }, [navigate, address, replace, state]);
  return null;
}

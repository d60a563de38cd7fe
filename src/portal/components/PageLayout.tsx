import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The frame of every page: skip link, top bar and the main landmark. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="top-bar">
        <Link to="/" className="top-bar__logo" aria-label="Network services portal home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Network services portal</span>
        </Link>
        <nav aria-label="Support">
          <Link to="/help" className="top-bar__link">
            Help
          </Link>
        </nav>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

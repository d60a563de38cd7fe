import type { ReactNode } from 'react';
import { NotificationBanner } from './NotificationBanner';
import { NotificationProvider } from './notifications';
import { SideNav } from './SideNav';
import { TopBar, type TopBarUser } from './TopBar';
import './shell.css';

export interface PortalLayoutProps {
  /** Shown in the user menu; undefined shows the guest (G / Guest / Limited features). */
  user: TopBarUser | undefined;
  /** The side navigation is for signed-in users only (spec 1 section 2). */
  signedIn: boolean;
  /** The identity provider's user id (`sub`), for the feedback survey link. */
  userId: string | undefined;
  /** The signed-in user still has to complete their profile: the links offer that instead (useNeedsProfile). */
  needsProfile: boolean;
  /** The signed-in user is the company's staff (useIsStaff). */
  staff: boolean;
  children: ReactNode;
}

/**
 * The frame of every page: skip link, top bar, side navigation for signed-in
 * users, the main landmark and the notification banner. The app passes in who
 * is signed in and what their account allows (the account facts), which
 * changes what its links may offer.
 */
export function PortalLayout({ user, signedIn, userId, needsProfile, staff, children }: PortalLayoutProps) {
  return (
    <NotificationProvider>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar user={user} needsProfile={needsProfile} staff={staff} />
      <NotificationBanner />
      <div className={signedIn ? 'portal-body portal-body--with-nav' : 'portal-body'}>
        {signedIn && <SideNav userId={userId} needsProfile={needsProfile} staff={staff} />}
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
      </div>
    </NotificationProvider>
  );
}

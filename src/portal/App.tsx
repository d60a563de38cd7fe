// Routes of the portal. Pages load on demand so a route only downloads what it shows.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from './router';
import { NO_ACCOUNT_FACTS, type AccountFacts } from './account/accountFacts';
import { ProfileGuard } from './account/ProfileGuard';
import { useSession } from './auth/sessionContext';
import { useClientConfig } from './clientConfig';
import { Spinner } from './components/Spinner';
import { preloadFormModule } from './forms/preloadFormModule';
import { NotFoundPage } from './pages/NotFoundPage';
import { lazyWithQueries } from './queries/lazyWithQueries';
import { PortalLayout } from './shell/PortalLayout';
import type { TopBarUser } from './shell/TopBar';
import { userInitials } from './shell/userInitials';

/**
 * A page that shows a form: the form's module starts downloading beside the page's code (preloadFormModule.ts).
 * `validatorAfterForm` for the order wizards, which show their form before its validator (decision 0039).
 */
function withFormModule<T>(form: () => string | undefined, page: () => Promise<T>, options: { validatorAfterForm?: boolean } = {}): () => Promise<T> {
  return () => {
    preloadFormModule(form(), options);
    return page();
  };
}

/** The form a preview address names (`/forms/<name>`, not its checker). */
function previewedForm(): string | undefined {
  const match = /^\/forms\/([^/]+)\/?$/.exec(window.location.pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

const ServiceTypePage = lazy(() => import('./pages/ServiceTypePage'));
const LoginOptionPage = lazy(() => import('./pages/LoginOptionPage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const MaintenancePage = lazy(() => import('./pages/MaintenancePage'));
const InvalidLinkPage = lazy(() => import('./pages/InvalidLinkPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const LoginCallbackPage = lazy(() => import('./pages/LoginCallbackPage'));
const LogoutPage = lazy(() => import('./pages/LogoutPage'));
const CompleteProfilePage = lazyWithQueries(() => import('./pages/CompleteProfilePage'));
const AccountSettingsPage = lazyWithQueries(() => import('./pages/AccountSettingsPage'));
const OrdersListPage = lazyWithQueries(() => import('./pages/OrdersListPage'));
const OrderDetailPage = lazyWithQueries(() => import('./pages/OrderDetailPage'));
const LiveningOrderPage = lazyWithQueries(withFormModule(() => 'livening', () => import('./pages/LiveningOrderPage'), { validatorAfterForm: true }));
const LiveningThankYouPage = lazyWithQueries(() => import('./pages/LiveningThankYouPage'));
const NewConnectionOrderPage = lazyWithQueries(withFormModule(() => 'new-connection', () => import('./pages/NewConnectionOrderPage'), { validatorAfterForm: true }));
const NewConnectionThankYouPage = lazyWithQueries(() => import('./pages/NewConnectionThankYouPage'));
const DisconnectionInfoPage = lazy(() => import('./pages/DisconnectionInfoPage'));
const DisconnectionOrderPage = lazyWithQueries(withFormModule(() => 'disconnection', () => import('./pages/DisconnectionOrderPage'), { validatorAfterForm: true }));
const DisconnectionThankYouPage = lazyWithQueries(() => import('./pages/DisconnectionThankYouPage'));
const PayNowPage = lazyWithQueries(withFormModule(() => 'billing', () => import('./pages/PayNowPage')));
const CreatePaymentSessionPage = lazyWithQueries(() => import('./pages/CreatePaymentSessionPage'));
const PaymentResultPage = lazyWithQueries(() => import('./pages/PaymentResultPage'));
const FormsIndexPage = lazy(() => import('./pages/FormsIndexPage'));
const FormCheckerPage = lazy(() => import('./pages/FormCheckerPage'));
const FormPreviewPage = lazy(withFormModule(previewedForm, () => import('./pages/FormPreviewPage')));
const StaffQueuePage = lazyWithQueries(() => import('./staff/queue/StaffQueuePage'));
const StaffOrderPage = lazyWithQueries(() => import('./staff/order/StaffOrderPage'));
const StaffReferenceListsPage = lazyWithQueries(() => import('./staff/reference/StaffReferenceListsPage'));
// The studio exists in development only (npm run studio): production builds drop it and its examples.
const StudioPage = import.meta.env.DEV ? lazy(() => import('./pages/StudioPage')) : null;

// The signed-in user's account facts load with the query cache, only once someone is signed in (decision 0042).
const SignedInAccountFacts = lazy(() => import('./account/SignedInAccountFacts'));

/**
 * The layout fed from the session and the account facts: the user menu shows
 * the customer's name and account, or the sign-in email until the profile is
 * known (a user who has not completed it yet has none).
 */
function SessionLayout({ children }: { children: ReactNode }) {
  const { isAuthenticated, identity, userId } = useSession();
  const [reported, setReported] = useState<AccountFacts>(NO_ACCOUNT_FACTS);
  // Facts reported about another user (before a switch of account) are not this user's.
  const facts = isAuthenticated && reported.userId === userId ? reported : NO_ACCOUNT_FACTS;
  let user: TopBarUser | undefined;
  if (isAuthenticated) {
    const details = facts.profile;
    const name = details ? `${details.firstName} ${details.lastName}`.trim() : (identity?.email ?? 'Signed in');
    const detail = details ? (details.userType === 'business' && details.businessName ? details.businessName : 'Personal account') : undefined;
    user = { name, initials: userInitials(name), detail };
  }
  return (
    <>
      {isAuthenticated && (
        <Suspense fallback={null}>
          <SignedInAccountFacts onFacts={setReported} />
        </Suspense>
      )}
      <PortalLayout user={user} signedIn={isAuthenticated} userId={userId} needsProfile={facts.needsProfile} staff={facts.staff}>
        {children}
      </PortalLayout>
    </>
  );
}

/** `serverPath`: the address a page rendered ahead of time shows (firstPaint/); the browser's own otherwise. */
export function App({ serverPath }: { serverPath?: string } = {}) {
  // The form preview and checker are development tools: routed only when the server has them on
  // (DEV_TOOLS=true); otherwise /forms... shows the not-found page (and the server answers 404).
  const { devTools } = useClientConfig();
  return (
    <BrowserRouter serverPath={serverPath}>
      <SessionLayout>
        <Suspense fallback={<Spinner label="Loading" />}>
          <Routes>
            <Route
              path="/"
              element={
                <ProfileGuard>
                  <ServiceTypePage showProgress />
                </ProfileGuard>
              }
            />
            <Route
              path="/service-type"
              element={
                <ProfileGuard>
                  <ServiceTypePage />
                </ProfileGuard>
              }
            />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/login/callback" element={<LoginCallbackPage />} />
            <Route path="/logout" element={<LogoutPage />} />
            <Route path="/complete-profile" element={<CompleteProfilePage />} />
            <Route path="/account-settings" element={<AccountSettingsPage />} />
            <Route path="/order-details-list/:tab?" element={<OrdersListPage />} />
            <Route path="/order-details/:orderId" element={<OrderDetailPage />} />
            <Route path="/orders/:orderId" element={<OrderDetailPage />} />
            <Route path="/icp-request" element={<LiveningOrderPage />} />
            <Route path="/thank-you/liveningIcp" element={<LiveningThankYouPage />} />
            <Route path="/new-connection" element={<NewConnectionOrderPage />} />
            <Route path="/thank-you/newConnection" element={<NewConnectionThankYouPage />} />
            <Route
              path="/disconnection-info"
              element={
                <ProfileGuard>
                  <DisconnectionInfoPage />
                </ProfileGuard>
              }
            />
            <Route path="/disconnection" element={<DisconnectionOrderPage />} />
            <Route path="/thank-you/disconnection" element={<DisconnectionThankYouPage />} />
            <Route path="/login-option/:orderType" element={<LoginOptionPage />} />
            <Route path="/help" element={<HelpPage />} />
            <Route path="/maintenance" element={<MaintenancePage />} />
            <Route path="/pay-now/:paymentId" element={<PayNowPage />} />
            <Route path="/create-payment-session" element={<CreatePaymentSessionPage />} />
            <Route path="/payment/:pageType" element={<PaymentResultPage />} />
            <Route path="/payment-error" element={<InvalidLinkPage />} />
            <Route path="/staff" element={<StaffQueuePage />} />
            <Route path="/staff/orders/:orderId" element={<StaffOrderPage />} />
            <Route path="/staff/reference-lists" element={<StaffReferenceListsPage />} />
            {devTools && <Route path="/forms" element={<FormsIndexPage />} />}
            {devTools && <Route path="/forms/:form" element={<FormPreviewPage />} />}
            {devTools && <Route path="/forms/:form/check" element={<FormCheckerPage />} />}
            {StudioPage && <Route path="/studio/:form?" element={<StudioPage />} />}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </SessionLayout>
    </BrowserRouter>
  );
}

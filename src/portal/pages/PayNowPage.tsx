// /pay-now/{paymentId} (spec 3 "Pay-now flow", sections 4, 5 and 8): a quote
// to pay, for its signed-in payer. Only a quote Ready To Pay whose due date
// (a New Zealand day) is today or later shows the flow; any other status, a
// passed due date or a load failure (a payment that is not there or not the
// caller's answers 404) shows the invalid-link page.
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../router';
import '../../engine/react/engine.css';
import { ProfileGuard } from '../account/ProfileGuard';
import { useApi } from '../account/useApi';
import { ApiRequestError } from '../api/client';
import { LoadingScreen } from '../auth/LoadingScreen';
import { RequireSignIn } from '../auth/RequireSignIn';
import { useEngineForm } from '../forms/useEngineForm';
import { BILLING_FORM } from '../payments/billingDetails';
import { isPayable, loadPayment, paymentKeys } from '../payments/paymentApi';
import { PayNowFlow } from '../payments/PayNowFlow';
import '../payments/payments.css';
import InvalidLinkPage from './InvalidLinkPage';

/** Retrying cannot find a payment the server says is not there (or not the caller's). */
function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status === 404) && failures < 2;
}

function PayNowLoader() {
  const { paymentId = '' } = useParams();
  const api = useApi();
  const { form, error: formError } = useEngineForm(BILLING_FORM);
  const payment = useQuery({
    queryKey: paymentKeys.payment(paymentId),
    queryFn: () => loadPayment(api, paymentId),
    retry: retryUnlessNotFound,
  });
  if (payment.isPending) return <LoadingScreen label="Loading your quote" />;
  if (payment.isError || !isPayable(payment.data)) return <InvalidLinkPage />;
  if (formError) {
    return (
      <section className="pay-now">
        <h1>Pay your quote</h1>
        <p className="text-error">The payment page could not be loaded. Please try again in a few minutes.</p>
      </section>
    );
  }
  if (!form) return <LoadingScreen label="Loading your quote" />;
  return <PayNowFlow key={payment.data.paymentId} payment={payment.data} form={form} />;
}

export default function PayNowPage() {
  return (
    <RequireSignIn>
      <ProfileGuard>
        <PayNowLoader />
      </ProfileGuard>
    </RequireSignIn>
  );
}

// /icp-request: the livening (ICP) order wizard, from schemas/livening.
import { ProfileGuard } from '../account/ProfileGuard';
import { preloadFormBeforeItsValidator } from '../forms/loadEngineForm';
import { OrderWizardPage, type OrderWizardConfig } from '../orders/OrderWizardPage';

const LIVENING: OrderWizardConfig = {
  formName: 'livening',
  orderType: 'LiveningIcpOrder',
  submitPath: '/livening-icp',
  thankYouPath: '/thank-you/liveningIcp',
};

/** Loads the form before a first render that must show it at once: rendered ahead of time, and hydrated (firstPaint/). */
export const preloadFirstPaint = (): Promise<void> => preloadFormBeforeItsValidator(LIVENING.formName);

export default function LiveningOrderPage() {
  return (
    <ProfileGuard>
      <OrderWizardPage config={LIVENING} />
    </ProfileGuard>
  );
}

// /icp-request: the livening (ICP) order wizard, from schemas/livening.
import { ProfileGuard } from '../account/ProfileGuard';
import { OrderWizardPage, type OrderWizardConfig } from '../orders/OrderWizardPage';

const LIVENING: OrderWizardConfig = {
  formName: 'livening',
  orderType: 'LiveningIcpOrder',
  submitPath: '/livening-icp',
  thankYouPath: '/thank-you/liveningIcp',
};

export default function LiveningOrderPage() {
  return (
    <ProfileGuard>
      <OrderWizardPage config={LIVENING} />
    </ProfileGuard>
  );
}

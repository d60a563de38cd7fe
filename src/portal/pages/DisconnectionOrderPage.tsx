// /disconnection: the permanent disconnection order wizard, from schemas/disconnection.
import { ProfileGuard } from '../account/ProfileGuard';
import { OrderWizardPage, type OrderWizardConfig } from '../orders/OrderWizardPage';

const DISCONNECTION: OrderWizardConfig = {
  formName: 'disconnection',
  orderType: 'DisconnectionOrder',
  submitPath: '/disconnection',
  thankYouPath: '/thank-you/disconnection',
};

export default function DisconnectionOrderPage() {
  return (
    <ProfileGuard>
      <OrderWizardPage config={DISCONNECTION} />
    </ProfileGuard>
  );
}

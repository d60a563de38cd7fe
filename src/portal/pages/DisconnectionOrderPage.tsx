// /disconnection: the permanent disconnection order wizard, from schemas/disconnection.
import { ProfileGuard } from '../account/ProfileGuard';
import { OrderWizardPage, type OrderWizardConfig } from '../orders/OrderWizardPage';

const DISCONNECTION: OrderWizardConfig = {
  formName: 'disconnection',
  orderType: 'DisconnectionOrder',
  submitPath: '/disconnection',
  thankYouPath: '/thank-you/disconnection',
  // Spec 3 section 4: "Save draft: the date is cleared before saving".
  clearOnDraft: ['/disconnectionDetails/disconnectionDate'],
};

export default function DisconnectionOrderPage() {
  return (
    <ProfileGuard>
      <OrderWizardPage config={DISCONNECTION} />
    </ProfileGuard>
  );
}

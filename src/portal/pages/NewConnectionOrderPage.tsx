// /new-connection: the new connection order wizard (simple or complex), from schemas/new-connection.
import { ProfileGuard } from '../account/ProfileGuard';
import { OrderWizardPage, type OrderWizardConfig } from '../orders/OrderWizardPage';

const NEW_CONNECTION: OrderWizardConfig = {
  formName: 'new-connection',
  orderType: 'NewConnectionOrder',
  submitPath: '/new-connection',
  thankYouPath: '/thank-you/newConnection',
};

export default function NewConnectionOrderPage() {
  return (
    <ProfileGuard>
      <OrderWizardPage config={NEW_CONNECTION} />
    </ProfileGuard>
  );
}

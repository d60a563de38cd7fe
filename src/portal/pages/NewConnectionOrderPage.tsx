// /new-connection: the new connection order wizard (simple or complex), from schemas/new-connection.
import { ProfileGuard } from '../account/ProfileGuard';
import { preloadFormBeforeItsValidator } from '../forms/loadEngineForm';
import { OrderWizardPage, type OrderWizardConfig } from '../orders/OrderWizardPage';

const NEW_CONNECTION: OrderWizardConfig = {
  formName: 'new-connection',
  orderType: 'NewConnectionOrder',
  submitPath: '/new-connection',
  thankYouPath: '/thank-you/newConnection',
};

/** Loads the form before a first render that must show it at once: rendered ahead of time, and hydrated (firstPaint/). */
export const preloadFirstPaint = (): Promise<void> => preloadFormBeforeItsValidator(NEW_CONNECTION.formName);

export default function NewConnectionOrderPage() {
  return (
    <ProfileGuard>
      <OrderWizardPage config={NEW_CONNECTION} />
    </ProfileGuard>
  );
}

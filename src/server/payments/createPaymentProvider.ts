// The payment provider this deployment uses (PAYMENT_PROVIDER,
// docs/operations/payments.md): the embedded sandbox by default on a loopback
// address, or Windcave with its REST credentials.
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { PaymentProvider } from './paymentProvider';
import { createSandboxProvider } from './sandbox/sandboxProvider';
import { createWindcaveProvider } from './windcaveProvider';

export function createPaymentProvider(config: Pick<ServerConfig, 'payments' | 'publicUrl'>, database: Database): PaymentProvider {
  const { payments } = config;
  if (payments.provider === 'windcave') {
    return createWindcaveProvider({ apiUrl: payments.windcaveApiUrl, username: payments.windcaveUsername ?? '', apiKey: payments.windcaveApiKey ?? '' });
  }
  return createSandboxProvider({ db: database.db, publicUrl: config.publicUrl });
}

// "Get support" on an open order (spec 3: hidden once cancelled or completed).
import { useClientConfig } from '../../clientConfig';

export function SupportBox({ serviceRequestNumber }: { serviceRequestNumber: string }) {
  const { support } = useClientConfig();
  return (
    <aside className="help-box" aria-labelledby="order-support-heading">
      <h2 id="order-support-heading">Get support</h2>
      <p>
        Questions about this order? Email us at <a href={`mailto:${support.email}?subject=${encodeURIComponent(`Order ${serviceRequestNumber}`)}`}>{support.email}</a> and quote
        your service request number {serviceRequestNumber}.
      </p>
    </aside>
  );
}

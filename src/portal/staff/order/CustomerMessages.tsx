// The messages the customer's order detail page shows now, as they read them.
import type { OrderState } from '../../../shared/orders/orderState';

const MESSAGES = [
  { key: 'infoMessage', label: 'Information' },
  { key: 'alertMessage', label: 'Alert' },
  { key: 'actionMessage', label: 'Action needed' },
] as const;

export function CustomerMessages({ state }: { state: OrderState }) {
  const shown = MESSAGES.filter((message) => state[message.key]);
  return (
    <section className="staff-section" aria-labelledby="staff-messages-heading">
      <h2 id="staff-messages-heading">Messages the customer sees</h2>
      {shown.length === 0 ? (
        <p className="staff-empty">No messages.</p>
      ) : (
        <dl className="staff-messages">
          {shown.map((message) => (
            <div key={message.key} className={`staff-messages__item staff-messages__item--${message.key}`}>
              <dt>{message.label}</dt>
              <dd>{state[message.key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

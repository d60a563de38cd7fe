// An order's detail page once loaded (spec 3 "Order detail"): the title by
// job type, the service request number, the status card (with Cancel order
// when the server offers it), the messages, the payments made, site details,
// documents, contacts and, while the order is open, Get support.
import { Link } from '../../router';
import { formatNumericNzDateOfTimestamp } from '../../../shared/format';
import { isClosedStatus, progressStatusOf } from '../../../shared/orders/orderState';
import type { OrderDetail } from '../orderApi';
import { detailTitle } from '../orderLabels';
import { CancelOrder } from './CancelOrder';
import { ContactsSection } from './ContactsSection';
import { DocumentsSection } from './DocumentsSection';
import { OrderMessages } from './OrderMessages';
import { PaidPayments } from './PaidPayments';
import { SiteDetails } from './SiteDetails';
import { StatusCard } from './StatusCard';
import { SupportBox } from './SupportBox';

export function OrderDetailView({ detail }: { detail: OrderDetail }) {
  const closed = isClosedStatus(progressStatusOf(detail.orderStatus.progressStatus));
  const requested = formatNumericNzDateOfTimestamp(detail.requestDate);
  return (
    <article className="order-detail" aria-labelledby="order-detail-heading">
      <p className="order-detail__back">
        <Link to="/order-details-list">Back to orders</Link>
      </p>
      <h1 id="order-detail-heading">{detailTitle(detail.orderType)}</h1>
      <dl className="order-detail__summary">
        <div>
          <dt>Service request number</dt>
          <dd>{detail.serviceRequestNumber}</dd>
        </div>
        {requested && (
          <div>
            <dt>Request date</dt>
            <dd>{requested}</dd>
          </div>
        )}
      </dl>
      <StatusCard status={detail.orderStatus}>{detail.cancellable && <CancelOrder orderId={detail.id} />}</StatusCard>
      <OrderMessages detail={detail} />
      <PaidPayments payments={detail.duePayments} />
      <SiteDetails orderType={detail.orderType} siteDetails={detail.siteDetails} />
      <DocumentsSection orderId={detail.id} documents={detail.documents} />
      <ContactsSection contacts={detail.contactDetails} />
      {!closed && <SupportBox serviceRequestNumber={detail.serviceRequestNumber} />}
    </article>
  );
}

// Asking to cancel an order (spec 3 sections 4, 5, 8 and 9): a Cancel order
// button opens a dialog with the reasons; the request goes to staff, who
// review it, so the order is not cancelled yet when it succeeds. Either way
// the dialog closes and a banner says what happened (a banner behind an open
// modal could not be read).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CANCEL_REASONS } from '../../../shared/orders/orderState';
import { useApi } from '../../account/useApi';
import { useNotify } from '../../shell/notifications';
import { orderKeys, requestCancellation, type OrderDetail } from '../orderApi';

export const CANCEL_REASON_REQUIRED = 'Cancel reason is required';

function CancelForm({ orderId, close }: { orderId: string; close: () => void }) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const errorId = useId();

  const cancel = useMutation({
    mutationFn: (cancelledReason: string) => requestCancellation(api, { cancelledReason, orderId }),
    onSuccess: async () => {
      // The Cancel order button goes at once; the refetch then brings the server's state.
      queryClient.setQueriesData<OrderDetail>({ queryKey: orderKeys.detailsOf(orderId) }, (detail) => (detail ? { ...detail, cancellable: false } : detail));
      notify({ tone: 'success', heading: 'Cancel order request successful', message: 'Your request to cancel your order has been successfully sent.' });
      close();
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: () => {
      notify({ tone: 'error', heading: 'Something went wrong', message: 'There was an error sending your cancellation request. Please try again in a few minutes.' });
      close();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setShowRequired(true);
      return;
    }
    cancel.mutate(reason);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Heading slot="title">Cancel order</Heading>
      {/* Native radios: each is a real, visible input, so a click, a tap, the
          keyboard and every automation tool reach it the same way. */}
      <fieldset className={showRequired ? 'cancel-dialog__reasons cancel-dialog__reasons--invalid' : 'cancel-dialog__reasons'} aria-describedby={showRequired ? errorId : undefined} disabled={cancel.isPending}>
        <legend className="cancel-dialog__label">Why do you want to cancel this order?</legend>
        {showRequired && (
          <p id={errorId} className="text-error" role="alert">
            {CANCEL_REASON_REQUIRED}
          </p>
        )}
        {CANCEL_REASONS.map((each) => (
          <label key={each} className="cancel-dialog__reason">
            <input
              type="radio"
              name="cancelReason"
              value={each}
              checked={reason === each}
              required
              aria-invalid={showRequired || undefined}
              onChange={() => {
                setReason(each);
                setShowRequired(false);
              }}
            />
            {each}
          </label>
        ))}
      </fieldset>
      <p className="cancel-dialog__fee">
        A cancellation fee of $100 may apply. If you have already paid for this order, your refund will be the amount paid minus any costs we have already incurred.
      </p>
      <p>We will review your request and let you know when your order is cancelled.</p>
      <div className="button-row">
        <Button type="submit" className="button button--primary" isDisabled={cancel.isPending}>
          {cancel.isPending ? 'Sending request' : 'Send cancellation request'}
        </Button>
        <Button className="button button--secondary" onPress={close} isDisabled={cancel.isPending}>
          Keep my order
        </Button>
      </div>
    </form>
  );
}

export function CancelOrder({ orderId }: { orderId: string }) {
  return (
    <DialogTrigger>
      <Button className="button button--secondary order-status__cancel">Cancel order</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="cancel-dialog">{({ close }) => <CancelForm orderId={orderId} close={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

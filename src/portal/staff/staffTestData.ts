// Orders as GET /api/staff/orders/{orderId} answers them, for the console's
// unit tests: a livening order in its second activity, with one event.
import type { StaffOrderEvent, StaffOrderView } from '../../shared/api/staff';
import type { OrderState } from '../../shared/orders/orderState';
import { WORKFLOWS } from '../../shared/orders/workflows';

export const ASSESSING: OrderState = {
  progressStatus: 'in progress',
  percentageComplete: 30,
  currentActivity: 'Assessing',
  currentActivityStartDate: '2026-03-02',
  currentActivityEndDate: null,
  nextActivity: 'Awaiting inspection',
  infoMessage: 'Your inspector is booked.',
  alertMessage: null,
  actionMessage: null,
  cancelReason: null,
  cancellationRequest: null,
  duePayments: [],
  closedAt: null,
};

export function eventOf(overrides: Partial<StaffOrderEvent> = {}): StaffOrderEvent {
  return {
    sequence: 1,
    kind: 'submitted',
    actorKind: 'customer',
    actorName: 'Aroha Ngata',
    occurredAt: '2026-03-01T21:15:00.000Z',
    before: null,
    after: ASSESSING,
    detail: {},
    ...overrides,
  };
}

export function staffOrderView(state: Partial<OrderState> = {}, overrides: Partial<StaffOrderView> = {}): StaffOrderView {
  const workflow = WORKFLOWS.LiveningIcpOrder;
  return {
    orderId: '7d1c9a52-1f0b-4c55-9d43-3f0c2f1e8b10',
    orderNumber: 'LIV-2026-000042',
    orderType: 'LiveningIcpOrder',
    submittedAt: '2026-03-01T21:15:00.000Z',
    account: { id: 'acc-1', type: 'personal', businessName: null },
    summary: { siteLabel: '12 Queen Street, Auckland Central, Auckland 1010' },
    document: {
      icpType: 'metered ICP',
      contactDetails: [{ firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.co.nz', mobile: '021 123 4567', roles: { requester: true, siteAccessContact: true } }],
    },
    state: { ...ASSESSING, ...state },
    stateVersion: 1,
    workflow: { title: workflow.title, cancellable: workflow.cancellable, activities: workflow.activities },
    files: [],
    events: [eventOf()],
    ...overrides,
  };
}

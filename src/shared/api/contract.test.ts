// The contract's TypeScript types are written beside its JSON Schemas (no
// json-schema-to-ts here): each type's sample, checked against its schema by
// the shared checks (testing/contractCases.ts). Closed schemas refuse a member
// they do not list, so a type cannot grow a member its schema lacks: the
// response serializer would drop it.
import { expect, it } from 'vitest';
import { ADDRESS_DETAILS_SCHEMA, ADDRESS_ID_PARAMS_SCHEMA, ADDRESS_SEARCH_QUERY_SCHEMA, ADDRESS_SUGGESTIONS_SCHEMA, type AddressDetails, type AddressIdParams, type AddressSearchQuery, type AddressSuggestion } from './address';
import { CREATED_INVITATION_SCHEMA, INVITATION_REQUEST_SCHEMA, PENDING_INVITATIONS_SCHEMA, type CreatedInvitation, type InvitationRequest, type PendingInvitation } from './businessInvitations';
import { COMMERCIAL_NON_WORKING_DAYS_SCHEMA, type CommercialNonWorkingDay } from './calendar';
import { CLIENT_CONFIG_SCHEMA, type ClientConfig } from './clientConfig';
import { OUTBOX_QUERY_SCHEMA, OUTBOX_RESPONSE_SCHEMA, type OutboxMail, type OutboxQuery, type OutboxResponse } from './devOutbox';
import {
  DRAFT_DELETE_QUERY_SCHEMA,
  DRAFT_DELETED_SCHEMA,
  DRAFT_LIST_QUERY_SCHEMA,
  DRAFT_PAGE_SCHEMA,
  DRAFT_PARAMS_SCHEMA,
  DRAFT_SAVE_REQUEST_SCHEMA,
  DRAFT_SCHEMA,
  SAVED_DRAFT_SCHEMA,
  type Draft,
  type DraftDeleteQuery,
  type DraftListQuery,
  type DraftPage,
  type DraftParams,
  type DraftSaveRequest,
  type DraftSummary,
  type SavedDraft,
} from './drafts';
import { API_ERROR_SCHEMA, type ApiErrorBody } from './errors';
import {
  ATTACHMENT_TYPE_PARAMS_SCHEMA,
  SCAN_RESULT_PARAMS_SCHEMA,
  SCAN_RESULT_QUERY_SCHEMA,
  SCAN_RESULT_RESPONSE_SCHEMA,
  UPLOADED_FILE_RESPONSE_SCHEMA,
  type AttachmentTypeParams,
  type ScanResultParams,
  type ScanResultQuery,
  type ScanResultResponse,
  type UploadedFileResponse,
} from './files';
import { FORM_LIST_RESPONSE_SCHEMA, FORM_PARAMS_SCHEMA, FORM_VALIDATION_RESPONSE_SCHEMA, type FormListResponse, type FormParams, type FormValidationResponse } from './forms';
import { HEALTH_RESPONSE_SCHEMA, type HealthResponse } from './health';
import { ICP_LOOKUP_PARAMS_SCHEMA, ICP_LOOKUP_RESULT_SCHEMA, type IcpLookupParams, type IcpLookupResult } from './icp';
import {
  ORDER_DOCUMENT_PARAMS_SCHEMA,
  ORDER_DOCUMENT_QUERY_SCHEMA,
  SUBMISSION_RESULT_SCHEMA,
  type OrderDocumentParams,
  type OrderDocumentQuery,
  type SubmissionResult,
} from './orders';
import {
  CANCEL_REQUEST_SCHEMA,
  ORDER_DETAIL_PARAMS_SCHEMA,
  ORDER_DETAIL_QUERY_SCHEMA,
  ORDER_DETAIL_SCHEMA,
  ORDER_LIST_PAGE_SCHEMA,
  ORDER_LIST_QUERY_SCHEMA,
  REQUESTER_LIST_SCHEMA,
  type CancelRequest,
  type OrderContact,
  type OrderDetail,
  type OrderDetailParams,
  type OrderDetailQuery,
  type OrderDocumentItem,
  type OrderListItem,
  type OrderListPage,
  type OrderListQuery,
  type RequesterList,
} from './orderTracking';
import { BASIC_PROFILE_SCHEMA, FULL_PROFILE_SCHEMA, type BasicProfile, type FullProfile } from './profile';
import { SERVICE_PROVIDER_LIST_SCHEMA, type ServiceProvider } from './serviceProviders';
import {
  ORDER_PAYMENT_SCHEMA,
  PAYMENT_PARAMS_SCHEMA,
  PAYMENT_SESSION_REQUEST_SCHEMA,
  PAYMENT_SESSION_RESPONSE_SCHEMA,
  PAYMENT_SESSION_RESULT_SCHEMA,
  SESSION_ID_QUERY_SCHEMA,
  type BillingDetails,
  type OrderPayment,
  type PaymentParams,
  type PaymentSessionRequest,
  type PaymentSessionResponse,
  type PaymentSessionResult,
  type SessionIdQuery,
} from './payments';
import { DUE_PAYMENT_SCHEMA } from './orderStateSchemas';
import { contract, describeContract, errorsOf, type ContractCase } from './testing/contractCases';
import type { DuePayment } from '../orders/orderState';

const UUID = '0b7c3c1e-6a3f-4a51-9a55-0c0f4a4f2b10';
const TIME = '2026-03-01T02:03:04.000Z';
const MD5 = '0123456789abcdef0123456789abcdef';

const suggestion: AddressSuggestion = { id: '2-.F.1W.p.0Q2zf', label: '12 Queen Street, Auckland Central, Auckland 1010' };
const orderListItem: Required<OrderListItem> = {
  orderId: UUID,
  orderNumber: 'LIV-2026-000123',
  address: '12 Queen Street, Auckland Central, Auckland 1010',
  requestDate: TIME,
  jobType: 'LiveningIcpOrder',
  requester: 'Aroha Ngata',
  icpNumber: '',
  jobStatus: 'cancelled',
  currentActivity: 'Assessing',
  reason: 'Cost too high',
};
const orderContact: Required<OrderContact> = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha.ngata@example.co.nz',
  mobile: '021 123 4567',
  alternatePhone: '',
  businessName: '',
  roles: ['requester', 'quotePayer'],
  postalAddress: 'PO Box 13 960, Armagh, Christchurch 8141',
};
const orderDocument: Required<OrderDocumentItem> = { id: UUID, fileName: 'quote.pdf', attachmentCategory: 'company', documentType: 'quote' };
const billingDetails: Required<BillingDetails> = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  businessName: 'Ngata Builders Ltd',
  email: 'aroha@example.co.nz',
  mobile: '021 123 4567',
  alternatePhone: '09 379 4000',
  billingAddressDisplay: '',
  billingAddressId: '',
  manuallyEnteredBillingAddress: true,
  manualBillingAddress: { addressString: 'PO Box 123', suburb: 'Te Aro', city: 'Wellington', postcode: '6011' },
};
const orderPayment: Required<OrderPayment> = {
  paymentId: UUID,
  orderId: UUID,
  orderNumber: 'NC-2026-000124',
  siteAddress: '12 Queen Street, Auckland Central, Auckland 1010',
  siteSuburb: 'Auckland Central',
  siteCity: 'Auckland',
  jobCategory: 'Simple electricity connection',
  serviceType: 'Simple connection',
  description: 'Connection of one residential lot',
  totalPrice: 1234.56,
  totalPriceCents: 123_456,
  quoteExpiry: '2026-03-31',
  status: 'Paid',
  paidDate: TIME,
  paymentReference: '0000000012345678',
  billingDetails,
  billingDetailsSaved: true,
  paymentMethod: 'CreditCard',
};
const orderDetail: Required<OrderDetail> = {
  id: UUID,
  serviceRequestNumber: 'NC-2026-000124',
  orderType: 'NewConnectionOrder',
  requestDate: TIME,
  duePayments: [{ paymentId: UUID, dueDate: '2026-03-31', amountCents: 245_000, status: 'Ready To Pay', description: 'Connection quote' }],
  orderStatus: {
    progressStatus: 'in progress',
    percentageComplete: 40,
    currentActivity: 'Quote issued',
    currentActivityStartDate: '2026-03-01',
    currentActivityEndDate: null,
    nextActivity: 'Awaiting payment',
    cancelReason: null,
    infoMessage: null,
    alertMessage: null,
    actionMessage: 'Your quote is ready to pay',
  },
  cancellable: true,
  siteDetails: { jobType: 'new connection', address: '12 Queen Street', typeDetailed: 'Simple connection', lotCount: '1' },
  contactDetails: [orderContact],
  documents: [orderDocument],
};
const draftSummary: Required<DraftSummary> = {
  orderId: UUID,
  orderType: 'LiveningIcpOrder',
  createdDate: TIME,
  expiryDay: TIME,
  requester: 'Aroha Ngata',
  summary: { siteLabel: '', jobType: 'livening icp', siteCount: 0 },
};
const mail: OutboxMail = { id: UUID, kind: 'business-invitation', to: 'mere@example.co.nz', subject: 'Join Kauri Limited', text: 'Kia ora', createdAt: TIME };
const pending: PendingInvitation = { id: UUID, email: 'mere@example.co.nz', createdAt: TIME, expiresAt: TIME };

const CASES: ContractCase[] = [
  contract<ApiErrorBody>('ApiErrorBody', API_ERROR_SCHEMA)({ message: 'There is a problem', errors: [{ pointer: '/status', message: 'Choose a list' }] }, ['errors']),
  contract<HealthResponse>('HealthResponse', HEALTH_RESPONSE_SCHEMA)({ status: 'error', database: { status: 'error', dialect: 'postgres', latencyMs: 2000, error: 'timeout' } }, []),
  contract<FormListResponse>('FormListResponse', FORM_LIST_RESPONSE_SCHEMA)({ forms: ['livening', 'profile'] }, []),
  contract<FormParams>('FormParams', FORM_PARAMS_SCHEMA)({ form: 'livening' }, []),
  contract<FormValidationResponse>('FormValidationResponse', FORM_VALIDATION_RESPONSE_SCHEMA)({ valid: true }, []),
  contract<ClientConfig>('ClientConfig', CLIENT_CONFIG_SCHEMA)(
    {
      identity: {
        authority: 'https://login.example.nz/',
        clientId: 'portal-web',
        scope: 'openid email profile offline_access',
        extraQueryParams: { audience: 'https://api.example.nz' },
        connection: 'Username-Password-Authentication',
        logoutUrl: null,
      },
      support: { phone: '0508 832 867', email: 'help@example.nz' },
      devTools: false,
      commercialCalendarRegion: 'WGN',
      orderRecordsPerPage: 10,
      payments: { cardPaymentPartner: 'Windcave', companyWebsiteUrl: 'https://www.network.example.nz' },
    },
    [],
  ),
  contract<ServiceProvider>('ServiceProvider', SERVICE_PROVIDER_LIST_SCHEMA.items)({ id: 'retailer-1', name: 'Power Co' }, []),
  contract<AddressSearchQuery>('AddressSearchQuery', ADDRESS_SEARCH_QUERY_SCHEMA)({ q: '12 Queen', isPostalAddress: true }, ['isPostalAddress']),
  contract<AddressSuggestion>('AddressSuggestion', ADDRESS_SUGGESTIONS_SCHEMA.items)(suggestion, []),
  contract<AddressIdParams>('AddressIdParams', ADDRESS_ID_PARAMS_SCHEMA)({ id: suggestion.id }, []),
  contract<AddressDetails>('AddressDetails', ADDRESS_DETAILS_SCHEMA)(
    { ...suggestion, unit: '2', streetNumber: '12', streetName: 'Queen Street', suburb: 'Auckland Central', city: 'Auckland', postcode: '1010', postal: false },
    ['unit'],
  ),
  contract<IcpLookupParams>('IcpLookupParams', ICP_LOOKUP_PARAMS_SCHEMA)({ icpNumber: '0000000001NK4E8' }, []),
  contract<IcpLookupResult>('IcpLookupResult', ICP_LOOKUP_RESULT_SCHEMA)({ id: '0000000001NK4E8', label: '1/41 Albert Street, Auckland Central, Auckland 1010' }, []),
  contract<CommercialNonWorkingDay>('CommercialNonWorkingDay', COMMERCIAL_NON_WORKING_DAYS_SCHEMA.items)({ day: '2026-12-25' }, []),
  contract<AttachmentTypeParams>('AttachmentTypeParams', ATTACHMENT_TYPE_PARAMS_SCHEMA)({ attachmentType: 'sitePlan' }, []),
  contract<UploadedFileResponse>('UploadedFileResponse', UPLOADED_FILE_RESPONSE_SCHEMA)({ name: 'plan.pdf', md5: MD5 }, []),
  contract<ScanResultParams>('ScanResultParams', SCAN_RESULT_PARAMS_SCHEMA)({ md5: MD5.toUpperCase() }, []),
  contract<ScanResultQuery>('ScanResultQuery', SCAN_RESULT_QUERY_SCHEMA)({ attachmentType: 'sitePlan' }, []),
  contract<ScanResultResponse>('ScanResultResponse', SCAN_RESULT_RESPONSE_SCHEMA)({ scanResult: 'pending' }, []),
  contract<FullProfile>('FullProfile', FULL_PROFILE_SCHEMA)(
    {
      id: UUID,
      auth0Id: 'local|1',
      type: 'business',
      isInvitedUser: 'false',
      firstName: 'Aroha',
      lastName: 'Ngata',
      mobile: '021 123 4567',
      alternatePhone: '',
      businessName: 'Kauri Limited',
      billingAddressDisplay: '',
      billingAddressId: '',
      manuallyEnteredBillingAddress: true,
      manualBillingAddress: { addressString: 'PO Box 13 960', suburb: '', city: 'Christchurch', postcode: '8141' },
      companyNzbn: '9429041234567',
      email: 'aroha@example.co.nz',
      isAdmin: true,
    },
    [],
  ),
  contract<BasicProfile>('BasicProfile', BASIC_PROFILE_SCHEMA)(
    {
      contactId: UUID,
      accountId: UUID,
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha@example.co.nz',
      mobile: '021 123 4567',
      alternatePhone: '09 379 4000',
      businessName: '',
      billingAddress: '12 Queen Street, Auckland Central, Auckland 1010',
      companyNzbn: '',
      userType: 'personal',
      isAdmin: false,
    },
    [],
  ),
  contract<InvitationRequest>('InvitationRequest', INVITATION_REQUEST_SCHEMA)({ email: 'mere@example.co.nz' }, []),
  contract<CreatedInvitation>('CreatedInvitation', CREATED_INVITATION_SCHEMA)({ id: UUID, email: 'mere@example.co.nz', expiresAt: TIME }, []),
  contract<PendingInvitation>('PendingInvitation', PENDING_INVITATIONS_SCHEMA.items)(pending, []),
  contract<SubmissionResult>('SubmissionResult', SUBMISSION_RESULT_SCHEMA)(
    {
      transactionKey: UUID,
      orders: [
        { orderId: UUID, orderNumber: 'LIV-2026-000123', siteIndex: 0, siteLabel: 'Lot 1 DP 12345', serviceType: 'Livening (ICP number)' },
        {
          orderId: UUID,
          orderNumber: 'DIS-2026-000001',
          siteIndex: 0,
          siteLabel: '12 Queen Street',
          serviceType: 'Permanent disconnection (decommission)',
          icpNumber: '0000000001NK4E8',
          meterSerialNumbers: ['M123456'],
        },
      ],
    },
    [],
  ),
  contract<OrderListQuery>('OrderListQuery', ORDER_LIST_QUERY_SCHEMA)(
    { status: 'closed', search: 'queen st', requester: 'Aroha Ngata', page: 2, recordsPerPage: 200 },
    ['search', 'requester', 'page', 'recordsPerPage'],
  ),
  contract<OrderListPage>('OrderListPage', ORDER_LIST_PAGE_SCHEMA)({ page: 1, recordsPerPage: 10, totalRecords: 1, orderList: [orderListItem] }, []),
  contract<OrderListItem>('OrderListItem', ORDER_LIST_PAGE_SCHEMA.properties.orderList.items)(orderListItem, []),
  contract<RequesterList>('RequesterList', REQUESTER_LIST_SCHEMA)({ requesters: ['Aroha Ngata', 'Hemi Walker'] }, []),
  contract<OrderDetailParams>('OrderDetailParams', ORDER_DETAIL_PARAMS_SCHEMA)({ orderId: UUID }, []),
  contract<OrderDetailQuery>('OrderDetailQuery', ORDER_DETAIL_QUERY_SCHEMA)({ orderDetailsType: 'NewConnectionOrder' }, ['orderDetailsType']),
  contract<OrderDetail>('OrderDetail', ORDER_DETAIL_SCHEMA)(orderDetail, []),
  contract<OrderContact>('OrderContact', ORDER_DETAIL_SCHEMA.properties.contactDetails.items)(orderContact, ['postalAddress']),
  contract<OrderDocumentItem>('OrderDocumentItem', ORDER_DETAIL_SCHEMA.properties.documents.items)(orderDocument, []),
  contract<CancelRequest>('CancelRequest', CANCEL_REQUEST_SCHEMA)({ cancelledReason: 'Cost too high', orderId: UUID }, []),
  contract<OrderDocumentParams>('OrderDocumentParams', ORDER_DOCUMENT_PARAMS_SCHEMA)({ orderId: UUID, fileId: UUID }, []),
  contract<OrderDocumentQuery>('OrderDocumentQuery', ORDER_DOCUMENT_QUERY_SCHEMA)({ documentType: 'sitePlan' }, ['documentType']),
  contract<DraftSaveRequest>('DraftSaveRequest', DRAFT_SAVE_REQUEST_SCHEMA)(
    {
      orderType: 'LiveningIcpOrder',
      orderId: UUID,
      liveningIcpOrder: { icpType: 'metered ICP' },
      newConnectionOrder: { site: { lotCount: '3' } },
      disconnectionOrder: { propertyDetails: { type: 'Residential' } },
    },
    ['orderId', 'liveningIcpOrder', 'newConnectionOrder', 'disconnectionOrder'],
  ),
  contract<SavedDraft>('SavedDraft', SAVED_DRAFT_SCHEMA)({ orderId: UUID }, []),
  contract<DraftListQuery>('DraftListQuery', DRAFT_LIST_QUERY_SCHEMA)({ page: 1, recordsPerPage: 50 }, ['page', 'recordsPerPage']),
  contract<DraftPage>('DraftPage', DRAFT_PAGE_SCHEMA)({ requestId: 'req-1', page: 1, totalRecords: 1, orderList: [draftSummary] }, []),
  contract<DraftSummary>('DraftSummary', DRAFT_PAGE_SCHEMA.properties.orderList.items)(draftSummary, []),
  contract<DraftParams>('DraftParams', DRAFT_PARAMS_SCHEMA)({ orderId: UUID }, []),
  contract<DraftDeleteQuery>('DraftDeleteQuery', DRAFT_DELETE_QUERY_SCHEMA)({ orderId: UUID }, []),
  contract<OutboxQuery>('OutboxQuery', OUTBOX_QUERY_SCHEMA)({ to: 'mere@example.co.nz' }, ['to']),
  contract<OutboxResponse>('OutboxResponse', OUTBOX_RESPONSE_SCHEMA)({ messages: [mail] }, []),
  contract<OutboxMail>('OutboxMail', OUTBOX_RESPONSE_SCHEMA.properties.messages.items)(mail, []),
  contract<DuePayment>('DuePayment', DUE_PAYMENT_SCHEMA)(
    { paymentId: UUID, amountCents: 123_456, dueDate: '2026-03-31', status: 'Paid', description: 'Connection quote', paidAt: TIME, providerReference: '0000000012345678' },
    ['paidAt', 'providerReference'],
  ),
  contract<OrderPayment>('OrderPayment', ORDER_PAYMENT_SCHEMA)(orderPayment, []),
  contract<BillingDetails>('BillingDetails', ORDER_PAYMENT_SCHEMA.properties.billingDetails)(billingDetails, [
    'firstName',
    'lastName',
    'businessName',
    'email',
    'mobile',
    'alternatePhone',
    'billingAddressDisplay',
    'billingAddressId',
    'manuallyEnteredBillingAddress',
    'manualBillingAddress',
  ]),
  contract<PaymentParams>('PaymentParams', PAYMENT_PARAMS_SCHEMA)({ paymentId: UUID }, []),
  contract<PaymentSessionRequest>('PaymentSessionRequest', PAYMENT_SESSION_REQUEST_SCHEMA)(
    { userId: UUID, orderId: UUID, paymentId: UUID, srNumber: 'NC-2026-000124', customerName: 'Aroha Ngata', amount: '1234.56', paymentMethod: 'Account2Account' },
    ['userId'],
  ),
  contract<PaymentSessionResponse>('PaymentSessionResponse', PAYMENT_SESSION_RESPONSE_SCHEMA)({ sessionUrl: 'https://uat.windcave.com/pxmi3/EF4A' }, []),
  contract<SessionIdQuery>('SessionIdQuery', SESSION_ID_QUERY_SCHEMA)({ sessionId: '0123456789abcdef0123456789abcdef' }, []),
  contract<PaymentSessionResult>('PaymentSessionResult', PAYMENT_SESSION_RESULT_SCHEMA)({ outcome: 'approved', paymentId: UUID }, []),
];

// A draft carries its order under a key that depends on its type: an open record, so no `optional` list.
const draft: Draft = {
  ...draftSummary,
  schemaVersion: 'a'.repeat(64),
  updatedDate: TIME,
  liveningIcpOrder: { icpType: 'metered ICP' },
  newConnectionOrder: { site: { lotCount: '3' } },
  disconnectionOrder: { propertyDetails: { type: 'Residential' } },
};
CASES.push({ name: 'Draft', schema: DRAFT_SCHEMA, sample: draft }, { name: 'DraftDeleted', schema: DRAFT_DELETED_SCHEMA, sample: true });

describeContract('the API contract (src/shared/api)', CASES, () => {
  it('closed response schemas refuse a member they do not list', () => {
    expect(errorsOf(FULL_PROFILE_SCHEMA, { ...(CASES.find((entry) => entry.name === 'FullProfile')?.sample as object), nickname: 'Ro' })).not.toBe('');
  });
});

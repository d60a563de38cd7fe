// The help centre's questions and answers (spec 1 section 2, "Help centre"):
// four categories, each a list of question and answer pairs. Written from the
// facts the specs state; numbers come from the constants that enforce them so
// the help cannot drift from the product.
import { MAX_UPLOAD_MEGABYTES } from '../../shared/uploadLimits';
import { supportContacts } from '../supportContacts';

export interface FaqEntry {
  question: string;
  answer: string;
}

export type FaqCategory = 'Online requests' | 'Account management' | 'Billing and payment' | 'Technical issues';

const { phone, email } = supportContacts;

export const faq: Record<FaqCategory, FaqEntry[]> = {
  'Online requests': [
    {
      question: 'What can I order online?',
      answer:
        'You can order an electricity new connection, the livening of an installation control point (ICP), metered or unmetered, and a permanent disconnection. For gas services, consents and anything else, the New service order page links to the right page on our website, or you can call us.',
    },
    {
      question: 'Do I need an account to place an order?',
      answer:
        'No. You can continue as a guest and submit your order. Guests cannot save a draft, so you will need to finish the order in one go. Sign in or sign up if you want to save your progress and track your orders online.',
    },
    {
      question: 'How long are draft orders kept?',
      answer:
        'Drafts are discarded automatically 30 days after they are created. Your Draft orders list shows how long each draft has left. Open a draft from that list to finish and submit it.',
    },
    {
      question: 'What files can I upload with my order?',
      answer: `For an ICP (livening) order you can upload your list of units as an Excel or Google Sheet file. For a new connection order you can upload site plans as pdf, dwg, jpg, doc or docx files. Each file can be up to ${MAX_UPLOAD_MEGABYTES}MB.`,
    },
    {
      question: 'How do I know my order was received?',
      answer:
        'After you submit, a thank-you page shows your order and we email a confirmation to the requester. For a livening order with several sites, we create a separate order, and send a separate email, for each site. Complex connection orders are not tracked online: we send you updates about them by email or SMS.',
    },
    {
      question: 'Can I cancel an order?',
      answer: `Yes, while it is still open. Sign in, open the order from your Open orders list and choose to cancel it. Complex connection orders are not listed online: to cancel one, email us at ${email}. A cancellation fee of up to $100 may apply if we have already started work.`,
    },
  ],
  'Account management': [
    {
      question: 'Who is the admin of a business account?',
      answer:
        'The first person who registers a business becomes its admin. Everyone in the business account sees all of its orders; the admin also sees a User management note in their account settings.',
    },
    {
      question: 'How do I join my business\u2019s existing account?',
      answer:
        'Ask your business\u2019s admin to invite you. Once you have the invitation email, sign up, choose Business account and then Joining existing account when you complete your profile.',
    },
    {
      question: 'How do I add or remove people from my business account?',
      answer: `Adding or removing users is done by us, not in the portal. The account admin can email us at ${email} with the person\u2019s name and email address.`,
    },
    {
      question: 'How do I change my name or phone numbers?',
      answer:
        'Open Settings from the menu at the top of the page, change your first name, last name, mobile or alternate phone, and select Save.',
    },
    {
      question: 'How do I change my business details or billing address?',
      answer: `Business name, NZBN and billing address cannot be changed online. Contact us on ${phone} or at ${email} and we will update them for you.`,
    },
    {
      question: 'How do I reset my password or change my 2-step verification?',
      answer: `To reset your password, open Settings and select Reset password; we will email you a link. To change your 2-step verification, email us at ${email} from the address you sign in with.`,
    },
  ],
  'Billing and payment': [
    {
      question: 'When do I pay for my order?',
      answer:
        'Once we have assessed your order we send you a quote. When a payment is due, your order\u2019s details page shows a Pay now button and the date the quote must be paid by. Work goes ahead once the quote is paid in full.',
    },
    {
      question: 'How can I pay?',
      answer:
        'You can pay online by credit card or debit card, or by Account2Account bank transfer. Payment is made on our payment provider\u2019s secure page; the portal never sees your card details.',
    },
    {
      question: 'Is there a fee for paying by card?',
      answer:
        'Yes. Paying by credit card or debit card adds a convenience fee of 1.15% per transaction. It is charged by the payment provider, not by us. Account2Account payments have no such fee.',
    },
    {
      question: 'What happens if I do not pay by the due date?',
      answer:
        'If the quote is not paid by its due date, the job is cancelled and you will need to submit a new order.',
    },
    {
      question: 'Is there a fee if I cancel?',
      answer:
        'A cancellation fee of up to $100 may apply. If you have already paid, we refund the payment minus any costs we have incurred.',
    },
  ],
  'Technical issues': [
    {
      question: 'I see \u2018something went wrong\u2019 when I submit my order. What should I do?',
      answer: `Your answers are still on the page. Wait a few minutes and select Try again. If it keeps happening, call us on ${phone} or email ${email}, and we will take your order another way.`,
    },
    {
      question: 'My file will not upload. Why?',
      answer: `Check that the file is one of the accepted types for that field and no bigger than ${MAX_UPLOAD_MEGABYTES}MB. Every file is scanned for viruses, so wait for the scan to finish before you continue. If a file still fails, save it again under a simpler name and retry.`,
    },
    {
      question: 'A payment link says it is not valid anymore. Why?',
      answer:
        'Each payment link works once and only until the quote\u2019s due date. If the payment has already been made, or the quote has expired, the link stops working. Sign in to see whether a payment is still due, or contact us.',
    },
    {
      question: 'Which browsers can I use?',
      answer:
        'Use a current version of Chrome, Edge, Firefox or Safari, on a computer, tablet or phone. Keep your browser up to date for the best experience.',
    },
    {
      question: 'I cannot sign in. What can I do?',
      answer: `Select Sign in and then the forgotten password link to get a reset email. If you still cannot sign in, contact us on ${phone}. You can still order as a guest meanwhile.`,
    },
  ],
};

/** The categories in the order the help centre shows them. */
export const faqCategories = Object.keys(faq) as FaqCategory[];

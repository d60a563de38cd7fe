// The sandbox's hosted payment page, served by our own server:
//   GET  /payment-sandbox/sessions/{id}   the page (card fields, or the choice of test bank)
//   POST /payment-sandbox/sessions/{id}   action=pay | action=cancel
// It behaves as a provider's page does: a finished session sends the browser
// to its outcome's callback (with ?sessionId=), the server is notified in the
// background, and an expired or unknown session is a dead end that takes
// nothing. Card numbers and security codes are only read to decide: never
// stored (the last 4 digits are), never logged, never echoed back.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { PaymentMethod } from '../../../shared/api/payments';
import type { Database } from '../../db/database';
import { fieldOf, registerFormBodyParser } from '../../identity/embedded/formBody';
import { sendPage } from '../../identity/embedded/htmlReply';
import { readPaymentForm } from './paymentForm';
import { isSandboxSessionId, SANDBOX_SESSIONS_PATH, withSessionId } from './paths';
import { finishSession, findSession, newTransactionId, sessionStatus, type SandboxSessionRow, type SessionEnding } from './sandboxSessions';
import { paymentErrorPage, paymentPage, sessionExpiredPage, sessionNotFoundPage } from './sandboxPageViews';
import { createHttpNotifier } from './sessionNotifier';

export interface SandboxPaymentPagesOptions {
  db: Database['db'];
  /** The clock sessions expire by and card expiry dates are checked against; tests replace it. */
  now?: () => Date;
  /**
   * Tells the server a session finished: called with the session's
   * notification address plus ?sessionId=, without waiting. Default: an HTTP
   * GET with retries (sessionNotifier.ts); tests record the calls instead.
   */
  notify?: (url: string) => void | Promise<void>;
}

const SESSION_PATH = `${SANDBOX_SESSIONS_PATH}/:sessionId`;

const PARAMS_SCHEMA = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string' } },
} as const;

type Finished = Extract<ReturnType<typeof sessionStatus>, 'approved' | 'declined' | 'cancelled'>;

function outcomeUrl(row: SandboxSessionRow, outcome: Finished): string {
  return withSessionId(row.callback_urls[outcome], row.id);
}

/** Errors on these pages answer with a page, never JSON and never details. */
function registerPageErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // The error itself, never the request body: that may hold a card number.
    if (statusCode >= 500) request.log.error({ err: error }, 'sandbox payment page failed');
    else request.log.info({ code: error.code, statusCode }, 'sandbox payment page refused a request');
    return sendPage(reply, paymentErrorPage(), statusCode);
  });
}

export async function sandboxPaymentPages(app: FastifyInstance, { db, now = () => new Date(), notify = createHttpNotifier({ log: app.log }) }: SandboxPaymentPagesOptions): Promise<void> {
  // The identity pages register the same parser in their own scope; this one is ours.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) registerFormBodyParser(app);
  registerPageErrors(app);

  /** Starts the notification; the browser's redirect never waits for it, nor fails with it. */
  function notifyServer(row: SandboxSessionRow): void {
    const url = withSessionId(row.notification_url, row.id);
    const warn = (error: unknown) => app.log.warn({ err: error, sessionId: row.id }, 'sandbox payment notification could not be started');
    try {
      void Promise.resolve(notify(url)).catch(warn);
    } catch (error) {
      warn(error);
    }
  }

  /** The answer for a session that is not open: its outcome's callback, or a dead end. */
  function closedSession(reply: FastifyReply, row: SandboxSessionRow | undefined, at: Date): FastifyReply {
    if (!row) return sendPage(reply, sessionNotFoundPage(), 404);
    const status = sessionStatus(row, at);
    if (status === 'open' || status === 'expired') return sendPage(reply, sessionExpiredPage({ cancelledUrl: outcomeUrl(row, 'cancelled') }), 410);
    return reply.header('Cache-Control', 'no-store').redirect(outcomeUrl(row, status), 303);
  }

  async function openSession(sessionId: string): Promise<SandboxSessionRow | undefined> {
    return isSandboxSessionId(sessionId) ? findSession(db, sessionId) : undefined;
  }

  function pageOf(row: SandboxSessionRow): { sessionId: string; merchantReference: string; amountCents: number; method: PaymentMethod } {
    return { sessionId: row.id, merchantReference: row.merchant_reference, amountCents: row.amount_cents, method: row.method as PaymentMethod };
  }

  app.get<{ Params: { sessionId: string } }>(SESSION_PATH, { schema: { params: PARAMS_SCHEMA } }, async (request, reply) => {
    const at = now();
    const row = await openSession(request.params.sessionId);
    if (!row || sessionStatus(row, at) !== 'open') return closedSession(reply, row, at);
    return sendPage(reply, paymentPage(pageOf(row)));
  });

  app.post<{ Params: { sessionId: string } }>(SESSION_PATH, { schema: { params: PARAMS_SCHEMA } }, async (request, reply) => {
    const at = now();
    const row = await openSession(request.params.sessionId);
    if (!row || sessionStatus(row, at) !== 'open') return closedSession(reply, row, at);

    let ending: SessionEnding;
    const action = fieldOf(request.body, 'action');
    if (action === 'cancel') {
      ending = { state: 'cancelled' };
    } else if (action === 'pay') {
      const attempt = readPaymentForm(row.method as PaymentMethod, request.body, at);
      if (!attempt.valid) return sendPage(reply, paymentPage({ ...pageOf(row), errors: attempt.errors, kept: attempt.kept }), 400);
      const { decision, cardLast4 } = attempt;
      ending = { state: decision.approved ? 'approved' : 'declined', transactionId: newTransactionId(), responseText: decision.responseText, cardLast4 };
    } else {
      // Not one of the page's buttons: show the page again, unchanged.
      return sendPage(reply, paymentPage(pageOf(row)), 400);
    }

    if (!(await finishSession(db, row.id, ending, at))) {
      // Another request finished it first (a double submit), or it expired meanwhile: that outcome stands.
      return closedSession(reply, await findSession(db, row.id), at);
    }
    notifyServer(row);
    return reply.header('Cache-Control', 'no-store').redirect(outcomeUrl(row, ending.state), 303);
  });
}

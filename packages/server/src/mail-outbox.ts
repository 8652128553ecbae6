import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import { mailOutbox } from './db/schema/index.js';
import type { Mailer, MailMessage } from './plugins/mail.js';

/**
 * Delivery of the durable mail outbox (table mail_outbox; issue 12 "a failed send is retried and never loses the
 * announcement"). Writers insert rows inside their own transaction; this module sends them afterwards:
 * - a claim takes up to `batch` due rows with FOR UPDATE SKIP LOCKED and leases them for LEASE_MS (attempts + 1),
 *   so several server instances (issue 19) never send one mail twice at the same time;
 * - a delivered mail becomes `sent`; a failed one stays `pending` with its error and a back-off of
 *   BACKOFF_MS × 2^(attempts−1), and becomes `failed` after MAX_ATTEMPTS;
 * - a process that dies mid-send leaves the lease to expire, and the mail is sent by the next sweep (at least once).
 */

/** Attempts before a mail is given up (status failed). */
export const MAX_ATTEMPTS = 5;
/** First retry delay in ms; doubled on each further attempt (30 s, 1 min, 2 min, 4 min). */
export const BACKOFF_MS = 30_000;
/** How long a claimed mail is reserved for its sender, in ms. */
const LEASE_MS = 5 * 60_000;

/** What one delivery round did. */
export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the due mails of the outbox, `batch` at a time, until none is due. Never throws for a failed mail (it is
 * recorded on its row); database errors are thrown to the caller.
 */
export async function deliverDueMails(
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  batch = 25,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      // Due by the database's clock: rows get `next_attempt_at` from its now() (microseconds), and a JavaScript
      // Date (milliseconds) taken in the same millisecond as the insert is earlier than it, so a mail queued just
      // before a round was skipped until the next sweep (seen on PostgreSQL).
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(Date.now() + LEASE_MS) })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    if (claimed.length === 0) return result;
    for (const mail of claimed) {
      const message: MailMessage = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments
          ? { attachments: JSON.parse(mail.attachments) as MailMessage['attachments'] }
          : {}),
      };
      try {
        await mailer.send(message);
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        result.sent++;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            lastError: error.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + BACKOFF_MS * 2 ** (mail.attempts - 1)),
          })
          .where(eq(mailOutbox.id, mail.id));
        if (giveUp) result.failed++;
        else result.retried++;
        log.warn(
          { mailId: mail.id, attempts: mail.attempts, error },
          `mail ${mail.id} to ${mail.to} not sent${giveUp ? ', given up' : ', will retry'}`,
        );
      }
    }
    if (claimed.length < batch) return result;
  }
}

/** The outbox worker of one server process (`app.mailOutbox`). */
export interface MailOutboxWorker {
  /** Delivers the due mails soon (after a commit that queued mails), on the app's job queue. */
  kick(): void;
  /** Stops the periodic sweep. */
  stop(): void;
}

/**
 * Starts the periodic sweep (every `intervalMs`, for retries and mails left by a stopped process) and returns the
 * worker. `push` queues a job (the app's job queue, so `app.jobs.drained()` waits for delivery in tests).
 */
export function startMailOutbox(
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  push: (job: { name: string; run: () => Promise<void> }) => void,
  intervalMs = 15_000,
): MailOutboxWorker {
  // Rounds run one after another in this process; a kick during a round gets a round of its own after it.
  let chain: Promise<unknown> = Promise.resolve();
  const round = () => {
    chain = chain
      .then(() => deliverDueMails(db, mailer, log))
      .catch((err: unknown) => log.error({ err }, 'mail outbox round failed'));
    return chain.then(() => undefined);
  };
  const timer = setInterval(() => push({ name: 'mail-outbox', run: round }), intervalMs);
  timer.unref();
  return {
    kick: () => push({ name: 'mail-outbox', run: round }),
    stop: () => clearInterval(timer),
  };
}

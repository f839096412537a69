// Reading replies to campaigns from users' IMAP inboxes (issue 12). A pass reads, for each user with
// IMAP settings and a campaign still running, the messages that arrived since the last read (at most
// MESSAGES_PER_READ, oldest first; the UIDVALIDITY and last UID are kept per user), matches each to a
// candidate by the sender's address or by the Message-ID of a campaign step it answers (In-Reply-To,
// References), and stops that candidate's enrolments made before it arrived as replied, as a reply
// recorded by hand does.
// Automatic messages (out-of-office, bounces) are skipped. A user's read is leased (checking_at) so
// two servers never read one inbox at once; a failure is recorded on the user's settings (shown to
// them) and the pass goes on with the next user: it never throws for one user's inbox.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { readInbox as imapRead, type InboxMessage } from './imap-client.js';
import type { ImapSettings } from './imap-settings.js';
import type { SequenceService } from './sequence-service.js';

/** Messages looked at per user and pass; the rest wait for the next pass. */
export const MESSAGES_PER_READ = 100;
/** Users whose inboxes one pass reads (those read longest ago first). */
export const INBOXES_PER_PASS = 20;
/** No further inbox is opened once a pass has read this long, so due steps are not held up. */
const PASS_BUDGET_MS = 90_000;
/** A read's lease: an older checking_at was left by a process that died mid-read. */
const READ_LEASE_MS = 5 * 60_000;
/** Enrolment statuses a reply can still stop. */
const RUNNING = ['active', 'sending', 'delivering'];
const DAY_MS = 86_400_000;
/**
 * A message counts as a reply to enrolments made before it was received, give or take this much
 * (the mail server's clock against ours, INTERNALDATE's whole seconds).
 */
const CLOCK_SKEW_MS = 15 * 60_000;

export type ReplyPass = { inboxes: number; replies: number; errors: number };

export function createReplyReader({
  db,
  settings,
  sequences,
  now,
  read = imapRead,
}: {
  db: Db;
  settings: Pick<ImapSettings, 'target'>;
  sequences: Pick<SequenceService, 'stopForReply'>;
  now: () => Date;
  read?: typeof imapRead;
}) {
  const iso = (d: Date) => d.toISOString();

  /** The candidates a message answers: by Message-IDs of the user's campaign steps, and by sender. */
  async function candidatesOf(userId: string, m: InboxMessage): Promise<string[]> {
    const found = new Set<string>();
    if (m.answers.length) {
      const rows = await db
        .selectFrom('email_messages')
        .select('candidate_id')
        .where('user_id', '=', userId)
        .where('enrollment_id', 'is not', null)
        .where('provider_message_id', 'in', m.answers.slice(0, 50))
        .execute();
      for (const r of rows) if (r.candidate_id) found.add(r.candidate_id);
    }
    if (m.from) {
      const rows = await db
        .selectFrom('candidates')
        .select('id')
        .where('user_id', '=', userId)
        .where(sql<string>`lower(email)`, '=', m.from)
        .execute();
      for (const r of rows) found.add(r.id);
    }
    return [...found];
  }

  /** Reads one user's inbox under the lease `token`; answers the replies recorded. */
  async function readUser(userId: string, token: string): Promise<number> {
    const since = await db
      .selectFrom('email_enrollments')
      .select((eb) => eb.fn.min('created_at').as('first'))
      .where('user_id', '=', userId)
      .where('status', 'in', RUNNING)
      .executeTakeFirst();
    if (!since?.first) return 0; // no campaign to stop: nothing to read for
    const target = await settings.target(userId);
    if (!target) return 0;
    // SEARCH SINCE compares dates only: a day earlier covers any time zone.
    const from = new Date(new Date(since.first).getTime() - DAY_MS);
    const r = await read(target.connection, target.mailbox, {
      from: target.position,
      since: from,
      limit: MESSAGES_PER_READ,
    });
    let replies = 0;
    for (const m of r.messages) {
      if (m.automatic) continue;
      let stopped = 0;
      for (const candidateId of await candidatesOf(userId, m))
        stopped += await sequences.stopForReply(
          userId,
          candidateId,
          m.receivedAt && new Date(m.receivedAt.getTime() + CLOCK_SKEW_MS),
        );
      if (stopped) replies++;
    }
    await db
      .updateTable('email_imap_settings')
      .set((eb) => ({
        uid_validity: r.position.uidValidity,
        last_uid: String(r.position.lastUid),
        last_checked_at: iso(now()),
        last_error: null,
        replies_found: eb('replies_found', '+', replies),
        checking_at: null,
      }))
      .where('user_id', '=', userId)
      .where('checking_at', '=', token)
      .execute();
    return replies;
  }

  /**
   * One pass: the inboxes of every user with IMAP settings (or of `userId`), each leased, read and
   * released. Never throws for a user's inbox: the error is recorded on their settings.
   */
  async function readReplies(opts: { userId?: string } = {}): Promise<ReplyPass> {
    const at = now();
    let q = db
      .selectFrom('email_imap_settings')
      .select('user_id')
      .where((eb) =>
        eb.or([
          eb('checking_at', 'is', null),
          eb('checking_at', '<', iso(new Date(at.getTime() - READ_LEASE_MS))),
        ]),
      );
    if (opts.userId) q = q.where('user_id', '=', opts.userId);
    // Only inboxes with a campaign to stop: the others are not read (and do not take a pass's places).
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('email_enrollments as e')
          .select('e.id')
          .whereRef('e.user_id', '=', 'email_imap_settings.user_id')
          .where('e.status', 'in', RUNNING),
      ),
    );
    const users = await q
      .orderBy(sql`coalesce(last_checked_at, '')`)
      .orderBy('user_id')
      .limit(INBOXES_PER_PASS)
      .execute();
    const pass: ReplyPass = { inboxes: 0, replies: 0, errors: 0 };
    const started = performance.now();
    for (const { user_id: userId } of users) {
      if (performance.now() - started > PASS_BUDGET_MS) break; // the rest are read by the next pass
      const token = `${iso(now())} ${randomUUID().slice(0, 8)}`;
      const claimed = await db
        .updateTable('email_imap_settings')
        .set({ checking_at: token })
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('checking_at', 'is', null),
            eb('checking_at', '<', iso(new Date(at.getTime() - READ_LEASE_MS))),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        pass.replies += await readUser(userId, token);
        pass.inboxes++;
      } catch (e) {
        pass.errors++;
        const message =
          e instanceof AppError
            ? e.message
            : `Reading your inbox failed: ${e instanceof Error ? e.message : String(e)}`;
        await db
          .updateTable('email_imap_settings')
          .set({ last_checked_at: iso(now()), last_error: message.slice(0, 500), checking_at: null })
          .where('user_id', '=', userId)
          .where('checking_at', '=', token)
          .execute()
          .catch(() => undefined);
      } finally {
        // Released also when nothing was read (no running campaign).
        await db
          .updateTable('email_imap_settings')
          .set({ checking_at: null })
          .where('user_id', '=', userId)
          .where('checking_at', '=', token)
          .execute()
          .catch(() => undefined);
      }
    }
    return pass;
  }

  return { readReplies };
}

export type ReplyReader = ReturnType<typeof createReplyReader>;

// The dashboard's figures, every one read from the database: pipeline counts, new candidates this
// week, resume parses this month against the plan's limit, the activity timeline (the candidate
// activity log and the user's other records), activity per day for the chart, and the user's email,
// call and interview outreach (one counting query per table). LinkedIn figures come from HeyReach
// through the outreach service, on their own request (GET /api/dashboard/linkedin).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import type { PlanService } from '../plans/plan-service.js';
import type { CandidateRepo } from '../candidates/candidate-repo.js';
import {
  DASHBOARD_ACTIVITY_DAYS,
  DASHBOARD_TIMELINE_SIZE,
  type DashboardEvent,
  type DashboardOutreach,
  type DashboardResponse,
} from '../schemas/dashboard.js';

type Deps = {
  db: Db;
  candidates: Pick<CandidateRepo, 'pipeline'>;
  plans: Pick<PlanService, 'allowance' | 'usedThisMonth'>;
  now?: () => Date;
};

const DAY_MS = 86_400_000;

/** The first moment of the UTC day `days` before `now`'s. */
const dayStart = (now: Date, days: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(d.getTime() - days * DAY_MS);
};

/** The first moment of `now`'s calendar month (UTC). */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** How many rows match: `sum(case when … then 1 else 0 end)`, the same SQL on SQLite and PostgreSQL. */
const countWhere = (cond: Expression<SqlBool>) =>
  sql<string | number | null>`sum(case when ${cond} then 1 else 0 end)`;
const n = (v: string | number | null | undefined) => Number(v ?? 0);

export const createDashboardService = ({ db, candidates, plans, now = () => new Date() }: Deps) => {
  /** The latest events of the user across their records, newest first. */
  async function timeline(userId: string, since: string, limit: number): Promise<DashboardEvent[]> {
    const [activity, plansChanged, chats, domains, emails, interviews] = await Promise.all([
      db
        .selectFrom('candidate_activity')
        .select(['id', 'at', 'action', 'summary', 'candidate_id', 'candidate_name'])
        .where('user_id', '=', userId)
        .where('at', '>=', since)
        .orderBy('at', 'desc')
        .limit(limit)
        .execute(),
      db
        .selectFrom('plan_changes')
        .select(['id', 'changed_at as at', 'from_tier', 'to_tier'])
        .where('user_id', '=', userId)
        .where('changed_at', '>=', since)
        .orderBy('changed_at', 'desc')
        .limit(limit)
        .execute(),
      db
        .selectFrom('chat_conversations')
        .select(['id', 'created_at as at', 'title'])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
      db
        .selectFrom('monitored_domains')
        .select(['id', 'created_at as at', 'domain'])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
      db
        .selectFrom('email_messages')
        .select(['id', 'created_at as at', 'to_address', 'subject', 'status', 'candidate_id'])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
      db
        .selectFrom('interviews')
        .select(['id', 'created_at as at', 'candidate_name', 'starts_at', 'candidate_id'])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
    ]);
    const events: DashboardEvent[] = [
      ...activity.map((a) => ({
        id: a.id,
        at: a.at,
        kind: 'candidate' as const,
        action: a.action,
        title: a.candidate_name,
        summary: a.summary,
        candidateId: a.action === 'deleted' ? null : a.candidate_id,
      })),
      ...plansChanged.map((p) => ({
        id: p.id,
        at: p.at,
        kind: 'plan' as const,
        action: 'changed',
        title: 'Plan',
        summary: `Plan changed from ${p.from_tier} to ${p.to_tier}`,
        candidateId: null,
      })),
      ...chats.map((c) => ({
        id: c.id,
        at: c.at,
        kind: 'chat' as const,
        action: 'started',
        title: 'AI chat',
        summary: `Started a conversation: ${c.title}`,
        candidateId: null,
      })),
      ...domains.map((d) => ({
        id: d.id,
        at: d.at,
        kind: 'domain' as const,
        action: 'monitored',
        title: d.domain,
        summary: `Started monitoring ${d.domain}`,
        candidateId: null,
      })),
      ...emails.map((e) => ({
        id: e.id,
        at: e.at,
        kind: 'email' as const,
        action: e.status,
        title: e.to_address,
        summary: `${e.status === 'sent' ? 'Email sent' : 'Email failed'} to ${e.to_address}: ${e.subject}`,
        candidateId: e.candidate_id,
      })),
      ...interviews.map((i) => ({
        id: i.id,
        at: i.at,
        kind: 'interview' as const,
        action: 'scheduled',
        title: i.candidate_name,
        summary: `Interview scheduled with ${i.candidate_name} for ${i.starts_at.slice(0, 16).replace('T', ' ')} UTC`,
        candidateId: i.candidate_id,
      })),
    ];
    return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
  }

  /** How many events of the candidate activity log fell on each of the last days (UTC), oldest first. */
  async function perDay(userId: string, from: Date, days: number) {
    const rows = await db
      .selectFrom('candidate_activity')
      .select((eb) => [sql<string>`substr(at, 1, 10)`.as('day'), eb.fn.countAll<string | number>().as('n')])
      .where('user_id', '=', userId)
      .where('at', '>=', from.toISOString())
      .groupBy(sql`substr(at, 1, 10)`)
      .execute();
    const by = new Map(rows.map((r) => [r.day, Number(r.n)]));
    return Array.from({ length: days }, (_, i) => {
      const day = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      return { day, count: by.get(day) ?? 0 };
    });
  }

  /** Email, call and interview outreach: this month (UTC) and all time; one query per table. */
  async function outreach(userId: string, t: Date): Promise<DashboardOutreach> {
    const month = monthStart(t).toISOString();
    const nowIso = t.toISOString();
    const [emails, replies, campaigns, calls, interviews] = await Promise.all([
      db
        .selectFrom('email_messages')
        .select((eb) => [
          countWhere(eb('status', '=', 'sent')).as('sent'),
          countWhere(eb.and([eb('status', '=', 'sent'), eb('created_at', '>=', month)])).as('sent_month'),
          countWhere(eb('status', '=', 'failed')).as('failed'),
          countWhere(eb.and([eb('status', '=', 'failed'), eb('created_at', '>=', month)])).as('failed_month'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('email_enrollments')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('total'),
          countWhere(eb('updated_at', '>=', month)).as('month'),
        ])
        .where('user_id', '=', userId)
        .where('status', '=', 'replied')
        .executeTakeFirst(),
      db
        .selectFrom('email_sequences')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .executeTakeFirst(),
      db
        .selectFrom('scheduled_calls')
        .select((eb) => {
          const placed = eb.and([eb('placed_at', 'is not', null), eb('is_demo', '=', 0)]);
          const completed = eb.and([placed, eb('status', '=', 'completed')]);
          return [
            countWhere(placed).as('placed'),
            countWhere(eb.and([placed, eb('placed_at', '>=', month)])).as('placed_month'),
            countWhere(completed).as('completed'),
            countWhere(eb.and([completed, eb('placed_at', '>=', month)])).as('completed_month'),
            countWhere(eb('status', '=', 'scheduled')).as('upcoming'),
          ];
        })
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('interviews')
        .select((eb) => {
          const booked = eb('status', '!=', 'cancelled');
          return [
            countWhere(booked).as('scheduled'),
            countWhere(eb.and([booked, eb('created_at', '>=', month)])).as('scheduled_month'),
            countWhere(eb.and([eb('status', '=', 'scheduled'), eb('starts_at', '>=', nowIso)])).as(
              'upcoming',
            ),
          ];
        })
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return {
      emails: {
        sent: { thisMonth: n(emails?.sent_month), allTime: n(emails?.sent) },
        failed: { thisMonth: n(emails?.failed_month), allTime: n(emails?.failed) },
      },
      replies: { thisMonth: n(replies?.month), allTime: n(replies?.total) },
      campaignsActive: n(campaigns?.n),
      calls: {
        placed: { thisMonth: n(calls?.placed_month), allTime: n(calls?.placed) },
        completed: { thisMonth: n(calls?.completed_month), allTime: n(calls?.completed) },
        upcoming: n(calls?.upcoming),
      },
      interviews: {
        scheduled: { thisMonth: n(interviews?.scheduled_month), allTime: n(interviews?.scheduled) },
        upcoming: n(interviews?.upcoming),
      },
    };
  }

  /** GET /api/dashboard: every figure of the dashboard. */
  async function get(userId: string): Promise<DashboardResponse> {
    const t = now();
    const weekAgo = new Date(t.getTime() - 7 * DAY_MS).toISOString();
    const from = dayStart(t, DASHBOARD_ACTIVITY_DAYS - 1);
    const [pipeline, fresh, used, allowance, activity, activityPerDay, outreachFigures] = await Promise.all([
      candidates.pipeline(userId),
      db
        .selectFrom('candidates')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', weekAgo)
        .executeTakeFirst(),
      plans.usedThisMonth(userId, 'resume-parsing'),
      plans.allowance(userId, 'resume-parsing'),
      timeline(userId, '', DASHBOARD_TIMELINE_SIZE),
      perDay(userId, from, DASHBOARD_ACTIVITY_DAYS),
      outreach(userId, t),
    ]);
    return {
      candidates: pipeline.reduce((n, p) => n + p.count, 0),
      pipeline,
      newThisWeek: Number(fresh?.n ?? 0),
      parses: {
        used,
        limit: allowance.monthlyLimit ?? null,
        allowed: allowance.allowed,
      },
      activity,
      activityPerDay,
      outreach: outreachFigures,
      refreshedAt: t.toISOString(),
    };
  }

  return { get };
};

export type DashboardService = ReturnType<typeof createDashboardService>;

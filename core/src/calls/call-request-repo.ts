// The landing page's call requests ('Let's Chat'): stored for the sales team.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';

export type CallRequest = {
  id: string;
  /** Digits only, without the country code. */
  phone: string;
  countryCode: string;
  createdAt: string;
  status: string;
};

/** Call requests in the call_requests table. */
export const createCallRequestRepo = ({ db }: { db: Db }) => ({
  /** Stores a new request (status 'requested'). */
  async add(input: { phone: string; countryCode: string; createdAt: string }): Promise<CallRequest> {
    const row = {
      id: randomUUID(),
      phone: input.phone,
      country_code: input.countryCode,
      created_at: input.createdAt,
      status: 'requested',
    };
    await db.insertInto('call_requests').values(row).execute();
    return {
      id: row.id,
      phone: row.phone,
      countryCode: row.country_code,
      createdAt: row.created_at,
      status: row.status,
    };
  },

  /** Every request, oldest first (the sales team's list). */
  async list(): Promise<CallRequest[]> {
    const rows = await db
      .selectFrom('call_requests')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      countryCode: r.country_code,
      createdAt: r.created_at,
      status: r.status,
    }));
  },
});

export type CallRequestRepo = ReturnType<typeof createCallRequestRepo>;

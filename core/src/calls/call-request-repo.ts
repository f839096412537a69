// The landing page's call requests ('Let's Chat'): stored for the sales team.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { CallRequestsTable } from '../db/schema.js';

export type CallRequest = {
  id: string;
  /** Digits only, without the country code. */
  phone: string;
  countryCode: string;
  createdAt: string;
  status: string;
};

const toRequest = (r: Selectable<CallRequestsTable>): CallRequest => ({
  id: r.id,
  phone: r.phone,
  countryCode: r.country_code,
  createdAt: r.created_at,
  status: r.status,
});

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

  /** Sets a request's status (the admin's); undefined when there is no such request. */
  async setStatus(id: string, status: string): Promise<CallRequest | undefined> {
    const r = await db.updateTable('call_requests').set({ status }).where('id', '=', id).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return undefined;
    const row = await db.selectFrom('call_requests').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRequest(row);
  },

  /** Every request, oldest first (the sales team's list). */
  async list(): Promise<CallRequest[]> {
    const rows = await db
      .selectFrom('call_requests')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRequest);
  },
});

export type CallRequestRepo = ReturnType<typeof createCallRequestRepo>;

import { startFakeServer, type FakeServer, type RecordedRequest } from './fake-server.js';

const errorBody = (status: number) => ({
  code: status === 401 ? 20003 : status === 429 ? 20429 : status === 404 ? 20404 : 20500,
  message:
    status === 401
      ? 'Authenticate'
      : status === 429
        ? 'Too Many Requests'
        : status === 404
          ? 'The requested resource was not found'
          : 'Internal Server Error',
  more_info: `https://www.twilio.com/docs/errors/${status === 401 ? 20003 : 20500}`,
  status,
});

const basicAuthOf = (req: RecordedRequest): [string, string] | undefined => {
  const h = req.headers.authorization;
  if (typeof h !== 'string' || !h.startsWith('Basic ')) return undefined;
  const [user, ...rest] = Buffer.from(h.slice(6), 'base64').toString('utf8').split(':');
  return [user ?? '', rest.join(':')];
};

/** A call the fake placed, as its call resource reports it. */
export type FakeCall = {
  sid: string;
  to: string;
  from: string;
  twiml: string;
  status: string;
  duration: string | null;
};

export type TwilioFake = FakeServer & {
  /** Calls created so far, oldest first; a test moves one on with `finish`. */
  calls: FakeCall[];
  /** Sets a call's status and duration (seconds), as Twilio reports a call that ended. */
  finish(sid: string, status: string, durationSeconds: number): void;
};

/** Fake of Twilio's 2010-04-01 REST API: create and fetch a call, fetch the account. */
export async function startTwilioFake(opts: { accountSid: string; authToken: string }): Promise<TwilioFake> {
  let n = 0;
  const calls: FakeCall[] = [];
  const accountPath = `/2010-04-01/Accounts/${opts.accountSid}`;
  const callResource = (c: FakeCall) => ({
    sid: c.sid,
    account_sid: opts.accountSid,
    to: c.to,
    from: c.from,
    status: c.status,
    direction: 'outbound-api',
    duration: c.duration,
    price: null,
    date_created: 'Mon, 05 May 2025 10:00:00 +0000',
    uri: `${accountPath}/Calls/${c.sid}.json`,
  });
  const server = await startFakeServer({
    errorBody,
    authorize: (req) => {
      const auth = basicAuthOf(req);
      return !!auth && auth[0] === opts.accountSid && auth[1] === opts.authToken;
    },
    handler: (req) => {
      if (req.method === 'GET' && req.path === `${accountPath}.json`) {
        return {
          status: 200,
          body: {
            sid: opts.accountSid,
            friendly_name: 'Recruit test account',
            status: 'active',
            type: 'Full',
            date_created: 'Mon, 05 May 2025 10:00:00 +0000',
            uri: `${accountPath}.json`,
          },
        };
      }
      if (req.method === 'POST' && req.path === `${accountPath}/Calls.json`) {
        const form = req.body as Record<string, string>;
        if (!form.To?.startsWith('+')) {
          return {
            status: 400,
            body: {
              code: 21211,
              message: `The 'To' number ${form.To ?? ''} is not a valid phone number.`,
              more_info: 'https://www.twilio.com/docs/errors/21211',
              status: 400,
            },
          };
        }
        n += 1;
        const call: FakeCall = {
          sid: `CA${String(n).padStart(32, '0')}`,
          to: form.To,
          from: form.From ?? '',
          twiml: form.Twiml ?? '',
          status: 'queued',
          duration: null,
        };
        calls.push(call);
        return { status: 201, body: callResource(call) };
      }
      const fetched = new RegExp(`^${accountPath}/Calls/(CA[0-9a-f]{32})\\.json$`).exec(req.path);
      if (req.method === 'GET' && fetched) {
        const call = calls.find((c) => c.sid === fetched[1]);
        return call ? { status: 200, body: callResource(call) } : { status: 404, body: errorBody(404) };
      }
      return undefined;
    },
  });
  return Object.assign(server, {
    calls,
    finish(sid: string, status: string, durationSeconds: number) {
      const call = calls.find((c) => c.sid === sid);
      if (!call) throw new Error(`no call ${sid}`);
      call.status = status;
      call.duration = String(durationSeconds);
    },
  });
}

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

/** Fake of Twilio's 2010-04-01 REST API: create a call, fetch the account. */
export async function startTwilioFake(opts: { accountSid: string; authToken: string }): Promise<FakeServer> {
  let n = 0;
  const accountPath = `/2010-04-01/Accounts/${opts.accountSid}`;
  return startFakeServer({
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
        const sid = `CA${String(n).padStart(32, '0')}`;
        return {
          status: 201,
          body: {
            sid,
            account_sid: opts.accountSid,
            to: form.To,
            from: form.From,
            status: 'queued',
            direction: 'outbound-api',
            duration: null,
            price: null,
            date_created: 'Mon, 05 May 2025 10:00:00 +0000',
            uri: `${accountPath}/Calls/${sid}.json`,
          },
        };
      }
      return undefined;
    },
  });
}

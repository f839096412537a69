import { startFakeServer, type FakeServer } from './fake-server.js';

type Campaign = {
  id: number;
  name: string;
  status: string;
  description?: string;
  totals: [number, number, number];
};

/** The account's overall figures GetOverallStats answers (HeyReach's field names). */
export type HeyReachStats = {
  connectionsSent: number;
  connectionsAccepted: number;
  messagesSent: number;
  totalMessageReplies: number;
  inmailMessagesSent: number;
  totalInmailReplies: number;
};

export type HeyReachFake = FakeServer & { baseUrl: string; campaigns: Campaign[]; stats: HeyReachStats };

const errorBody = (status: number) => ({
  errorMessage:
    status === 401 ? 'Unauthorized' : status === 429 ? 'Too Many Requests' : 'Something went wrong',
  message:
    status === 401 ? 'Invalid API key' : status === 429 ? 'Rate limit exceeded' : 'Internal server error',
});

/** Fake of the HeyReach public API (X-API-KEY): campaigns, campaign leads, create, overall stats, key check. */
export async function startHeyReachFake(opts: { apiKey: string }): Promise<HeyReachFake> {
  const campaigns: Campaign[] = [
    { id: 101, name: 'Software Engineers Q3', status: 'IN_PROGRESS', totals: [40, 18, 7] },
    { id: 102, name: 'Data Scientists', status: 'PAUSED', totals: [12, 3, 1] },
  ];
  // The spec's sample figures; a test may change them.
  const stats: HeyReachStats = {
    connectionsSent: 145,
    connectionsAccepted: 87,
    messagesSent: 210,
    totalMessageReplies: 98,
    inmailMessagesSent: 76,
    totalInmailReplies: 34,
  };
  const toWire = (c: Campaign) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    description: c.description ?? null,
    progressStats: {
      totalUsers: c.totals[0],
      totalUsersAccepted: c.totals[1],
      totalUsersReplied: c.totals[2],
    },
  });
  const server = await startFakeServer({
    errorBody,
    authorize: (req) => req.headers['x-api-key'] === opts.apiKey,
    handler: (req) => {
      if (req.method === 'GET' && req.path === '/api/public/auth/CheckApiKey')
        return { status: 200, body: '' };
      if (req.method === 'POST' && req.path === '/api/public/campaign/GetAll') {
        return { status: 200, body: { totalCount: campaigns.length, items: campaigns.map(toWire) } };
      }
      if (req.method === 'POST' && req.path === '/api/public/campaign/GetLeadsFromCampaign') {
        const { campaignId } = req.body as { campaignId: number };
        if (!campaigns.some((c) => c.id === campaignId))
          return { status: 404, body: { message: 'Campaign not found' } };
        return {
          status: 200,
          body: {
            totalCount: 3,
            items: [
              {
                linkedInUserProfile: {
                  id: 'ln-1',
                  firstName: 'Ada',
                  lastName: 'Lovelace',
                  profileUrl: 'https://www.linkedin.com/in/ada',
                  position: 'Staff Engineer',
                  companyName: 'Analytical Engines',
                },
                leadConnectionStatus: 'ConnectionAccepted',
                leadMessageStatus: 'MessageReply',
              },
              {
                linkedInUserProfile: {
                  id: 'ln-2',
                  firstName: 'Alan',
                  lastName: 'Turing',
                  profileUrl: 'https://www.linkedin.com/in/alan',
                  headline: 'Mathematician',
                  companyName: 'Bletchley',
                },
                leadConnectionStatus: 'ConnectionAccepted',
                leadMessageStatus: 'MessageSent',
              },
              {
                linkedInUserProfile: { firstName: 'Grace', profileUrl: 'https://www.linkedin.com/in/grace' },
                leadConnectionStatus: 'ConnectionSent',
              },
            ],
          },
        };
      }
      if (req.method === 'POST' && req.path === '/api/public/stats/GetOverallStats') {
        const { startDate, endDate } = req.body as { startDate?: string; endDate?: string };
        if (
          !startDate ||
          !endDate ||
          Number.isNaN(Date.parse(startDate)) ||
          Number.isNaN(Date.parse(endDate))
        )
          return { status: 400, body: { message: 'startDate and endDate are required' } };
        const rates = {
          messageReplyRate: stats.messagesSent ? stats.totalMessageReplies / stats.messagesSent : 0,
          inMailReplyRate: stats.inmailMessagesSent ? stats.totalInmailReplies / stats.inmailMessagesSent : 0,
          connectionAcceptanceRate: stats.connectionsSent
            ? stats.connectionsAccepted / stats.connectionsSent
            : 0,
        };
        const overallStats = { profileViews: 0, postLikes: 0, follows: 0, ...stats, ...rates };
        return {
          status: 200,
          body: { byDayStats: { [`${startDate.slice(0, 10)}T00:00:00Z`]: overallStats }, overallStats },
        };
      }
      if (req.method === 'POST' && req.path === '/api/public/campaign/Create') {
        const { name, description } = req.body as { name: string; description: string };
        const c: Campaign = {
          id: 100 + campaigns.length + 1,
          name,
          description,
          status: 'DRAFT',
          totals: [0, 0, 0],
        };
        campaigns.push(c);
        return { status: 200, body: toWire(c) };
      }
      return undefined;
    },
  });
  return Object.assign(server, { baseUrl: `${server.url}/api/public`, campaigns, stats });
}

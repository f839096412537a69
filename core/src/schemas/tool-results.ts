// Result shapes of the tools that the server returns and the web UI shows (pure types).
import * as z from 'zod';

/** The spec's scrape result; `is_demo` when no PhantomBuster key is stored. */
export type ScrapeResult = {
  status: 'success' | 'demo' | 'error';
  is_demo: boolean;
  data?: {
    title: string;
    url: string;
    containerId: string;
    status: string;
    message: string;
    launchTimestamp: string;
    agentId: string;
    content: string;
    metadata: Record<string, unknown>;
  };
  error?: string;
  suggestion?: string;
};

/** A PhantomBuster run the scraping screen follows while it runs (launched, then looked at). */
export type ScrapeRunProgress = {
  containerId: string;
  agentId: string;
  agentName: string;
  url: string;
  launchTimestamp: string;
  /** PhantomBuster's container status: starting, running, … */
  status: string;
  /** One line for the screen, e.g. "PhantomBuster agent Web Scraper is running (12 s)." */
  message: string;
  /** The agent's console output so far (its end, when long). */
  output: string;
  elapsedSeconds: number;
};

/**
 * POST /api/scrape/runs and GET /api/scrape/runs/:containerId: a run still under way, or the scrape
 * result once it ended (at once for a local scrape, a refusal shown as a value or a failed launch).
 */
export type ScrapeRunView =
  { state: 'running'; run: ScrapeRunProgress } | { state: 'done'; result: ScrapeResult };

/** POST /api/calls/test: the spec's call result; `is_demo` when no Twilio credentials are saved. */
export const callResultSchema = z.object({
  status: z.string(),
  sid: z.string(),
  to: z.string(),
  from: z.string(),
  message: z.string(),
  duration: z.number(),
  timestamp: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  is_demo: z.boolean(),
});
export type CallResult = z.infer<typeof callResultSchema>;

/** POST /api/call-requests: the landing page's 'Let's Chat' request was stored. */
export const callRequestAnswerSchema = z.object({ status: z.literal('success'), message: z.string() });
export type CallRequestAnswer = z.infer<typeof callRequestAnswerSchema>;

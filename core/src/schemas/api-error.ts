// The one error body of the HTTP API, shared by the server's error handler and the web UI (pure).
import * as z from 'zod';

/**
 * Every failed request answers `{ error: { code, message, title? } }`: a stable machine code, the
 * spec's message, and the spec's title (a toast's or panel's heading) when the failure has one. The
 * server builds it from an AppError in its one error handler; no route writes its own.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    title: z.string().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

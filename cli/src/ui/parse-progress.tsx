import { Box, Text } from 'ink';

/** One finished file as the summary table shows it. */
export type ParseRow = {
  file: string;
  ok: boolean;
  name?: string;
  email?: string;
  skills?: number;
  error?: string;
};

export type ParseProgressState = {
  total: number;
  done: number;
  failed: number;
  /** Milliseconds since the batch started. */
  elapsedMs: number;
  finished: boolean;
  rows: ParseRow[];
};

const BAR_WIDTH = 30;

/** '12.3 files/s' once a file is done; '-' before. */
export const formatRate = (done: number, elapsedMs: number): string =>
  done > 0 && elapsedMs > 0 ? `${(done / (elapsedMs / 1000)).toFixed(1)} files/s` : '- files/s';

/** Time left at the current rate: '42s', '3m 05s', or '-' before the first file. */
export function formatEta(done: number, total: number, elapsedMs: number): string {
  if (done === 0 || elapsedMs <= 0) return '-';
  const seconds = Math.ceil(((total - done) * elapsedMs) / done / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

export const progressBar = (done: number, total: number, width = BAR_WIDTH): string => {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
};

const clip = (s: string, width: number) => (s.length > width ? `${s.slice(0, width - 1)}…` : s);
/** Paths keep their end (the file name) when clipped. */
const clipStart = (s: string, width: number) => (s.length > width ? `…${s.slice(s.length - width + 1)}` : s);

/** The summary table: file, name, email, skills count, or the error in place of the fields. */
export function summaryLines(rows: ParseRow[], width = 100): string[] {
  const fileW = Math.min(Math.max(4, ...rows.map((r) => r.file.length)), 40);
  const nameW = Math.min(Math.max(4, ...rows.map((r) => (r.name ?? '').length)), 28);
  const emailW = Math.min(Math.max(5, ...rows.map((r) => (r.email ?? '').length)), 34);
  const head = `${'FILE'.padEnd(fileW)}  ${'NAME'.padEnd(nameW)}  ${'EMAIL'.padEnd(emailW)}  SKILLS`;
  const lines = [head];
  for (const r of rows) {
    const file = clipStart(r.file, fileW).padEnd(fileW);
    if (r.ok) {
      lines.push(
        `${file}  ${clip(r.name ?? '', nameW).padEnd(nameW)}  ${clip(r.email || '-', emailW).padEnd(emailW)}  ${r.skills ?? 0}`,
      );
    } else {
      lines.push(`${file}  ${clip(`✘ ${r.error ?? ''}`, Math.max(20, width - fileW - 2))}`);
    }
  }
  return lines;
}

/** The live batch view: progress bar, done/total, rate and ETA; the summary table once finished. */
export function ParseProgress({ state }: { state: ParseProgressState }) {
  const { total, done, failed, elapsedMs, finished, rows } = state;
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  return (
    <Box flexDirection="column">
      <Text>
        <Text color={failed > 0 ? 'yellow' : 'green'}>{progressBar(done, total)}</Text> {done}/{total} (
        {percent}%) · {formatRate(done, elapsedMs)} ·{' '}
        {finished ? `done in ${(elapsedMs / 1000).toFixed(1)}s` : `ETA ${formatEta(done, total, elapsedMs)}`}
        {failed > 0 ? <Text color="red"> · {failed} failed</Text> : null}
      </Text>
      {finished ? (
        <Box flexDirection="column" marginTop={1}>
          {summaryLines(rows).map((line, i) => (
            <Text key={i} bold={i === 0} color={i > 0 && !rows[i - 1]?.ok ? 'red' : undefined}>
              {line}
            </Text>
          ))}
          <Text>
            {done - failed} parsed, {failed} failed.
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}

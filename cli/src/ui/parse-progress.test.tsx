import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { formatEta, formatRate, ParseProgress, type ParseProgressState } from './parse-progress.js';

const base: ParseProgressState = { total: 10, done: 0, failed: 0, elapsedMs: 0, finished: false, rows: [] };

describe('the parse progress view', () => {
  it('shows the bar, done/total, rate and ETA while running', () => {
    const { lastFrame } = render(<ParseProgress state={{ ...base, done: 4, elapsedMs: 2000 }} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('4/10 (40%)');
    expect(frame).toContain('2.0 files/s');
    expect(frame).toContain('ETA 3s');
    expect(frame).toContain('████████████░░░░░░░░░░░░░░░░░░');
    expect(frame).not.toContain('FILE');
  });

  it('ends with the summary table: fields for parsed files, the message for failed ones', () => {
    const state: ParseProgressState = {
      ...base,
      total: 2,
      done: 2,
      failed: 1,
      elapsedMs: 1500,
      finished: true,
      rows: [
        { file: 'ada.pdf', ok: true, name: 'Ada Lovelace', email: 'ada@acme.io', skills: 7 },
        { file: 'evil.exe', ok: false, error: 'This file type is not allowed for security reasons.' },
      ],
    };
    const frame = render(<ParseProgress state={state} />).lastFrame() ?? '';
    expect(frame).toContain('2/2 (100%)');
    expect(frame).toContain('done in 1.5s');
    expect(frame).toContain('1 failed');
    expect(frame).toMatch(/FILE\s+NAME\s+EMAIL\s+SKILLS/);
    expect(frame).toMatch(/ada\.pdf\s+Ada Lovelace\s+ada@acme\.io\s+7/);
    expect(frame).toContain('evil.exe  ✘ This file type is not allowed for security reasons.');
    expect(frame).toContain('1 parsed, 1 failed.');
  });

  it('formats rate and ETA', () => {
    expect(formatRate(0, 0)).toBe('- files/s');
    expect(formatEta(0, 10, 0)).toBe('-');
    expect(formatEta(1, 200, 1000)).toBe('3m 19s');
  });
});

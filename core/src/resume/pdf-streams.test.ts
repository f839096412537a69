// The stream check skips decoding deflate streams too small to pass the bounds, yet still counts them:
// many small streams that together decode past the total bound are refused.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdfStreams } from './pdf-streams.js';

/** A PDF-like file of `count` deflate streams, each decoding to `each` bytes of zeros (after `first`). */
function manyStreams(count: number, each: number, first: Buffer[] = []): Uint8Array {
  const zeros = deflateSync(Buffer.alloc(each));
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  for (const [i, data] of [...first, ...Array<Buffer>(count).fill(zeros)].entries())
    parts.push(
      Buffer.from(`${i + 1} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  return new Uint8Array(Buffer.concat(parts));
}

const MB = 1024 * 1024;

describe('checkPdfStreams', () => {
  it('refuses small streams that together decode past the total bound', async () => {
    const file = manyStreams(10, MB);
    await expect(checkPdfStreams(file, { maxStreamBytes: 8 * MB, maxTotalBytes: 4 * MB })).rejects.toThrow(
      /unpacks to an absurd amount of data/,
    );
  });

  it('decodes the largest stream first yet still counts the small ones it stops short of', async () => {
    // 200 kB that hardly compress (a bound of about 200 MB) before ten streams of zeros: decoding the
    // first leaves their bounds, about 11 MB, which fit under 16 MB but not under 4 MB.
    let seed = 7;
    const noise = Buffer.alloc(200_000).map(() => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23);
    const file = manyStreams(10, MB, [deflateSync(noise)]);
    const limits = { maxStreamBytes: 512 * MB, maxTotalBytes: 16 * MB };
    await expect(checkPdfStreams(file, limits)).resolves.toBe(undefined);
    await expect(checkPdfStreams(file, { ...limits, maxTotalBytes: 4 * MB })).rejects.toThrow(
      /unpacks to an absurd amount of data/,
    );
  });

  it('reads the same streams when they fit, and refuses one stream past the per-stream bound', async () => {
    const file = manyStreams(10, MB);
    await expect(checkPdfStreams(file, { maxStreamBytes: 8 * MB, maxTotalBytes: 16 * MB })).resolves.toBe(
      undefined,
    );
    await expect(checkPdfStreams(file, { maxStreamBytes: MB / 2, maxTotalBytes: 16 * MB })).rejects.toThrow(
      /unpacks to an absurd amount of data/,
    );
  });
});

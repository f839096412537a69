// The stream check skips decoding deflate streams too small to pass the bounds, yet still counts them:
// many small streams that together decode past the total bound are refused.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdfStreams } from './pdf-streams.js';

/** A PDF-like file of `count` deflate streams, each decoding to `each` bytes of zeros. */
function manyStreams(count: number, each: number): Uint8Array {
  const data = deflateSync(Buffer.alloc(each));
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  for (let i = 1; i <= count; i++)
    parts.push(
      Buffer.from(`${i} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
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

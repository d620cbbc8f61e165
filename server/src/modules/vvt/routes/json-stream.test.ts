import { PassThrough } from 'node:stream';
import { StreamClosedError } from '../../../platform/kit/stream-drain';
import { writeJsonArray } from './json-stream';

describe('writeJsonArray', () => {
  it('writes head, the items as a JSON array and tail', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* items() {
      yield { a: 1 };
      yield { a: 2 };
    }
    expect(await writeJsonArray(out, '{"x":[', items(), ']}')).toBe(2);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({ x: [{ a: 1 }, { a: 2 }] });
  });

  it('stops and releases the items when the reader closes the stream while it waits for room', async () => {
    const out = new PassThrough({ highWaterMark: 64 }); // nobody reads: the buffer fills at once
    let released = false;
    async function* items() {
      try {
        for (let i = 0; ; i++) yield { i, text: 'x'.repeat(100) };
      } finally {
        released = true; // a database cursor is closed here
      }
    }
    const writing = writeJsonArray(out, '[', items(), ']');
    await new Promise((resolve) => setTimeout(resolve, 20));
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(StreamClosedError);
    expect(released).toBe(true);
  });
});

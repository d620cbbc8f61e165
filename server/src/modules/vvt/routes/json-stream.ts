import type { Writable } from 'node:stream';
import { drained, StreamClosedError } from '../../../platform/kit/stream-drain';

/** Items between turns of the event loop (an in-process database never leaves the microtask queue). */
const BREATHE_EVERY = 100;

/**
 * Writes `head` + the items as a JSON array + `tail` into out, waiting whenever out's buffer is
 * full: memory stays bounded by one page of items, whatever the register's size. Stops (and so
 * releases the items' cursor) with StreamClosedError when out is closed early.
 */
export async function writeJsonArray(out: Writable, head: string, items: AsyncIterable<unknown>, tail: string): Promise<number> {
  out.write(head);
  let n = 0;
  for await (const item of items) {
    if (out.destroyed) throw new StreamClosedError();
    out.write(`${n === 0 ? '' : ','}${JSON.stringify(item)}`);
    n += 1;
    if (n % BREATHE_EVERY === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    if (out.writableNeedDrain) await drained(out);
  }
  out.end(tail);
  return n;
}

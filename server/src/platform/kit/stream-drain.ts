import type { Writable } from 'node:stream';

/** The reader went away (closed the connection) while a report or export was being written. */
export class StreamClosedError extends Error {
  constructor() {
    super('the response stream was closed before everything was written');
  }
}

/**
 * Waits until out's buffer has room again; rejects when out is closed or fails instead. Without
 * the close, a reader who cancelled a large report or export left the loop waiting for ever, and the
 * database connection of its cursor with it (the pool ran dry after a few cancelled reports).
 */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new StreamClosedError());
  return new Promise((resolve, reject) => {
    const done = (gone: boolean) => () => {
      out.off('drain', ready);
      out.off('close', closed);
      out.off('error', closed);
      if (gone) reject(new StreamClosedError());
      else resolve();
    };
    const ready = done(false);
    const closed = done(true);
    out.on('drain', ready);
    out.on('close', closed);
    out.on('error', closed);
  });
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The end of a streamed answer that failed after its headers went out: a reader who went away is
 * noted; any other failure is logged and breaks the stream off, so the reader sees an incomplete
 * download instead of a file that merely looks complete.
 */
export function failStream(log: Log, what: string, out: Writable): (err: unknown) => void {
  return (err) => {
    if (err instanceof StreamClosedError) return log.info({ what }, `${what} cancelled by the reader`);
    log.error({ err }, `${what} failed mid-stream`);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  };
}

import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createDeflateRaw, crc32, type DeflateRaw } from 'node:zlib';
import { drained, StreamClosedError } from './stream-drain';

interface ZipEntry {
  name: string;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/**
 * The zip container of the streamed exports (xlsx-stream.ts): entries deflated one after another
 * straight into `out`, sizes in data descriptors, the directory at the end.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: ZipEntry[] = [];
  /** Rejects when out is closed or fails (the reader went away). */
  private readonly closed: Promise<never>;

  constructor(
    private readonly out: Writable,
    private readonly level: number,
  ) {
    this.closed = new Promise<never>((_, reject) => {
      const gone = () => reject(new StreamClosedError());
      out.once('close', gone);
      out.once('error', gone);
    });
    this.closed.catch(() => undefined); // observed by whoever waits
  }

  /** Waits for `event` unless the reader goes away first. */
  untilClosed<T>(event: Promise<T>): Promise<T> {
    return Promise.race([event, this.closed]);
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.out.destroyed) throw new StreamClosedError();
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await drained(this.out);
  }

  /** Starts an entry; write its content with the returned sink's write() and finish it with end(). */
  async open(name: string): Promise<EntrySink> {
    const fileName = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0
    header.writeUInt16LE(0x0808, 6); // sizes in a data descriptor, UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(DOS_TIME, 10);
    header.writeUInt16LE(fileName.length, 26);
    const entry: ZipEntry = { name, offset: this.offset, crc: 0, compressed: 0, size: 0 };
    await this.write(Buffer.concat([header, fileName]));
    return new EntrySink(
      this,
      this.out,
      createDeflateRaw({ level: this.level }),
      entry,
      (bytes) => (this.offset += bytes),
      async () => {
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc >>> 0, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        await this.write(descriptor);
        this.entries.push(entry);
      },
    );
  }

  async file(name: string, content: string): Promise<void> {
    const sink = await this.open(name);
    await sink.write(content);
    await sink.end();
  }

  /** The central directory and its end record; ends out. */
  async close(): Promise<void> {
    const start = this.offset;
    const records = this.entries.map((entry) => {
      const fileName = Buffer.from(entry.name, 'utf8');
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0808, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt32LE(DOS_TIME, 12);
      record.writeUInt32LE(entry.crc >>> 0, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(fileName.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      return Buffer.concat([record, fileName]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(records.length, 8);
    end.writeUInt16LE(records.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.write(Buffer.concat([directory, end]));
    await new Promise<void>((resolve) => this.out.end(resolve));
  }
}

/** 1980-01-01 00:00 in DOS format: the entries carry no time of their own (the file has its date). */
const DOS_TIME = (1 << 21) | (1 << 16);

/** One zip entry's content: text in, deflated bytes out to the response, waiting while the client is behind. */
export class EntrySink {
  private readonly done: Promise<unknown>;

  constructor(
    private readonly zip: ZipStream,
    private readonly out: Writable,
    private readonly deflate: DeflateRaw,
    private readonly entry: ZipEntry,
    countBytes: (bytes: number) => void,
    private readonly finish: () => Promise<void>,
  ) {
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      countBytes(chunk.length);
      if (!out.write(chunk)) {
        deflate.pause();
        out.once('drain', () => deflate.resume());
      }
    });
    this.done = once(deflate, 'end');
    this.done.catch(() => undefined); // a failed deflater rejects the waiter in end()
  }

  async write(text: string): Promise<void> {
    if (this.out.destroyed) throw this.abort();
    const bytes = Buffer.from(text, 'utf8');
    this.entry.crc = crc32(bytes, this.entry.crc);
    this.entry.size += bytes.length;
    if (!this.deflate.write(bytes)) await this.zip.untilClosed(once(this.deflate, 'drain')).catch((err: unknown) => Promise.reject(this.abort(err)));
  }

  async end(): Promise<void> {
    this.deflate.end();
    await this.zip.untilClosed(this.done).catch((err: unknown) => Promise.reject(this.abort(err)));
    if (this.out.writableNeedDrain) await drained(this.out);
    await this.finish();
  }

  /** The reader went away: the deflater is dropped (its buffers with it). */
  private abort(err: unknown = new StreamClosedError()): unknown {
    this.deflate.destroy();
    return err;
  }
}

import { PassThrough } from 'node:stream';
import { drained, failStream, StreamClosedError } from './stream-drain';

describe('drained', () => {
  it('resolves when the buffer has room again', async () => {
    const out = new PassThrough({ highWaterMark: 4 });
    out.write('12345678');
    const waiting = drained(out);
    out.resume();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('rejects when the reader closes the stream instead, and at once on a closed one', async () => {
    const out = new PassThrough({ highWaterMark: 4 });
    out.write('12345678');
    const waiting = drained(out);
    out.destroy();
    await expect(waiting).rejects.toBeInstanceOf(StreamClosedError);
    await expect(drained(out)).rejects.toBeInstanceOf(StreamClosedError);
  });
});

describe('failStream', () => {
  const log = () => ({ info: jest.fn(), error: jest.fn() });

  it('notes a reader who went away without calling it an error', () => {
    const logger = log();
    failStream(logger, 'data export', new PassThrough())(new StreamClosedError());
    expect(logger.info).toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs any other failure and breaks the stream off', () => {
    const logger = log();
    const out = new PassThrough();
    out.on('error', () => undefined);
    failStream(logger, 'data export', out)(new Error('disk full'));
    expect(logger.error).toHaveBeenCalled();
    expect(out.destroyed).toBe(true);
  });
});

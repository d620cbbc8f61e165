import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from './request-context';

export interface FieldError {
  path: string;
  message: string;
}

function zodFields(error: ZodError): FieldError[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

const STATUS_CODES: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  406: 'notAcceptable',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'requestLimitReached',
};

/**
 * One error format for the whole API (DESIGN.md §8): { error, message, ...extra }. Bad input is
 * a 400 with the failing fields, never a 500; no stack trace ever leaves the server.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503) request.log.warn({ err: error.cause ?? error, code: error.code }, error.message);
      else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.statusCode).send({ error: error.code, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const where = (error as FastifyError).validationContext ?? 'request';
      return reply.status(400).send({ error: 'validation', message: `Invalid ${where}.`, fields });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: 'validation', message: 'Invalid input.', fields: zodFields(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ error: 'internal', message: 'Internal server error.' });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'badRequest';
      const message = status === 400 && /JSON/i.test(error.message) ? 'The request body is not valid JSON.' : error.message;
      return reply.status(status).send({ error: code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: 'Internal server error.' });
  });
}

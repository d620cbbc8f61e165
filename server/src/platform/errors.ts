import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { languageOf, message, type MessageKey } from './messages';
import { HttpError } from './request-context';
import { mapDatabaseError } from './db-errors';

export interface FieldError {
  path: string;
  message: string;
}

function zodFields(error: ZodError): FieldError[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Fastify's own 4xx errors: status -> [code, catalogue key]. */
const STATUS_CODES: Record<number, [string, MessageKey]> = {
  400: ['badRequest', 'badRequest'],
  401: ['unauthorized', 'unauthorized'],
  403: ['forbidden', 'forbidden'],
  404: ['notFound', 'notFound'],
  405: ['methodNotAllowed', 'methodNotAllowed'],
  406: ['notAcceptable', 'notAcceptable'],
  409: ['conflict', 'conflict'],
  413: ['payloadTooLarge', 'payloadTooLarge'],
  415: ['unsupportedMediaType', 'unsupportedMediaType'],
  429: ['requestLimitReached', 'requestLimitReached'],
};

const VALIDATION_MESSAGES: Record<string, MessageKey> = {
  body: 'invalidBody',
  querystring: 'invalidQuerystring',
  params: 'invalidParams',
  headers: 'invalidHeaders',
};

/**
 * One error format for the whole API (DESIGN.md §8): { error, message, ...extra }. Bad input is
 * a 400 with the failing fields, never a 500; no stack trace ever leaves the server.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    const language = languageOf(request);
    const text = (key: MessageKey) => message(key, language);
    if (error instanceof HttpError) {
      if (error.statusCode === 503) request.log.warn({ err: error.cause ?? error, code: error.code }, error.message);
      else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const localized = message(error.messageKey, language, error.messageParams());
      return reply.status(error.statusCode).send({ error: error.code, message: localized, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const where = (error as FastifyError).validationContext ?? '';
      return reply.status(400).send({ error: 'validation', message: text(VALIDATION_MESSAGES[where] ?? 'invalidInput'), fields });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: 'validation', message: text('invalidInput'), fields: zodFields(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ error: 'internal', message: text('internal') });
    }
    const database = mapDatabaseError(error);
    if (database) {
      request.log.warn({ err: error }, 'the database refused the input');
      return reply.status(database.status).send({ error: database.code, message: text(database.messageKey) });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const [code, key] = STATUS_CODES[status] ?? ['badRequest', 'badRequest'];
      const json = status === 400 && /JSON/i.test(error.message);
      return reply.status(status).send({ error: code, message: text(json ? 'invalidJson' : key) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: text('internal') });
  });
}

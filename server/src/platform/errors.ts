import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { fieldMessage, languageOf, message, type Language, type MessageKey } from './messages';
import { HttpError } from './request-context';
import { mapDatabaseError, uniqueIndexError } from './db-errors';

export interface FieldError {
  path: string;
  /** The text in the caller's language. */
  message: string;
  /** The language-independent key of the text (`required`, `tooLong`, …), where the message had one. */
  code?: string;
}

function zodFields(error: ZodError, language: Language): FieldError[] {
  return error.issues.map((issue) => {
    const { path, code, message, ...params } = issue;
    return { path: path.map(String).join('.'), ...fieldMessage(language, { code, message, params }) };
  });
}

/** The `fields` of a rule's 400 (kit validationError, …): each message key in the caller's language. */
function localizedExtra(extra: Record<string, unknown>, language: Language): Record<string, unknown> {
  const fields = extra.fields;
  if (!Array.isArray(fields)) return extra;
  return {
    ...extra,
    fields: fields.map((field: unknown) =>
      field && typeof field === 'object' && typeof (field as FieldError).message === 'string'
        ? { ...field, ...fieldMessage(language, { message: (field as FieldError).message }) }
        : field,
    ),
  };
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
  app.setErrorHandler((raised: FastifyError | HttpError | ZodError | Error, request, reply) => {
    const language = languageOf(request);
    const text = (key: MessageKey) => message(key, language);
    // A parallel save that got past its route's check and was stopped by a unique index answers as the check does.
    const known = uniqueIndexError(raised);
    if (known) request.log.warn({ err: raised }, 'a unique index refused the input');
    const error = known ?? raised;
    if (error instanceof HttpError) {
      if (error.statusCode === 503) request.log.warn({ err: error.cause ?? error, code: error.code }, error.message);
      else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const localized = message(error.messageKey, language, error.messageParams());
      return reply.status(error.statusCode).send({ error: error.code, message: localized, ...localizedExtra(error.extra, language) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        ...fieldMessage(language, { code: v.keyword, message: v.message, params: v.params }),
      }));
      const where = (error as FastifyError).validationContext ?? '';
      return reply.status(400).send({ error: 'validation', message: text(VALIDATION_MESSAGES[where] ?? 'invalidInput'), fields });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: 'validation', message: text('invalidInput'), fields: zodFields(error, language) });
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

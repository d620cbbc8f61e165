import type { FastifyPluginAsync } from 'fastify';
import { DW_ENDPOINTS, type DatenweitergabeFields } from '@vws/shared/contract/datenweitergaben';
import { contractRoute } from '../../../platform/kit/contract-route';
import { validationError } from '../../../platform/kit/validation';
import { datenweitergabeNotFound, loadDatenweitergabeDetail } from '../queries/detail';
import { applyCountryRules } from '../queries/country-rules';
import { deleteDatenweitergabe, insertDatenweitergabe, saveBodyErrors, updateDatenweitergabe } from '../queries/save';
import type { DwContext } from '../tables';

/** One transfer: read, create, change (versioned) and delete. */
export const detailRoutes: FastifyPluginAsync = async (app) => {
  contractRoute(app, DW_ENDPOINTS.detail, async (request) =>
    request.withTenant(({ db }: DwContext) => loadDatenweitergabeDetail(db, request.query.datenweitergabeId)),
  );

  /** The body's rules, and the fields the country derives (stored instead of what was sent). */
  const checked = <B extends { datenweitergabe: DatenweitergabeFields }>(body: B) => {
    const country = applyCountryRules(body.datenweitergabe);
    return { body: { ...body, datenweitergabe: country.fields }, errors: country.errors };
  };

  contractRoute(app, DW_ENDPOINTS.add, async (request) => {
    const { body, errors } = checked(request.body);
    errors.push(...saveBodyErrors(body));
    if (errors.length) throw validationError(errors);
    return { newDatenweitergabeId: await request.withTenant(({ db, user }: DwContext) => insertDatenweitergabe(db, body, user.userUid)) };
  });

  contractRoute(app, DW_ENDPOINTS.update, async (request) => {
    const { body, errors } = checked(request.body);
    errors.push(...saveBodyErrors(body));
    if (request.body.datenweitergabe.ID === 0) errors.push({ path: 'datenweitergabe.ID', message: 'required' });
    if (errors.length) throw validationError(errors);
    const Version = await request.withTenant(({ db, user }: DwContext) => updateDatenweitergabe(db, body, user.userUid));
    return { itemHasBeenChanged: false, Version };
  });

  contractRoute(app, DW_ENDPOINTS.delete, async (request) => {
    // Thrown inside the transaction: the statement trigger of the list version rolls back too.
    await request.withTenant(async ({ db }: DwContext) => {
      if (!(await deleteDatenweitergabe(db, request.body.IdDatenweitergabe))) throw datenweitergabeNotFound();
    });
    return { ok: true as const };
  });
};

import fp from 'fastify-plugin';
import { badRequest } from './http-errors.ts';
import { findUnsafeValue } from './unsafe-values.ts';

/**
 * Request parts that a route has no schema for (a query it ignores, a wildcard path) never pass
 * the validator, so the NUL rule is applied to them here, just before validation.
 */
export const schemalessInput = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    const parts: [string, unknown, unknown][] = [
      ['querystring', schema.querystring, request.query],
      ['params', schema.params, request.params],
      ['body', schema.body, request.body],
    ];
    for (const [name, partSchema, value] of parts) {
      if (partSchema) continue;
      const unsafe = findUnsafeValue(value);
      if (unsafe) throw badRequest(`Invalid request: ${name}${unsafe.path} ${unsafe.problem}`);
    }
  });
});

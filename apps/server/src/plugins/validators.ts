import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { findUnsafeValue } from './unsafe-values.ts';

// ajv-formats ships CommonJS; its default export arrives wrapped under ESM.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    strict: false,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

// Query strings, params and headers arrive as text, so they are coerced to the schema's types.
// JSON bodies are not: a null or a number sent where text is expected is the client's mistake.
const textParts = makeAjv({ coerceTypes: 'array' });
const jsonBodies = makeAjv({ coerceTypes: false });

type Validate = ((data: unknown, context?: object) => boolean) & {
  errors?: ErrorObject[] | null;
  schemaEnv?: unknown;
};

/**
 * The schema's check, then one rule for every part of every route: no text may hold a NUL and no
 * number may be infinite, NaN or subnormal (ajv's coercion turns "Infinity" and "5e-324" into
 * numbers, and JSON's 1e400 parses as Infinity). The database would refuse them with a 500.
 */
function withSafeValues(validate: ValidateFunction): Validate {
  const checked: Validate = (data, context) => {
    if (!validate(data, context as never)) {
      checked.errors = validate.errors ?? null;
      return false;
    }
    const unsafe = findUnsafeValue(data);
    checked.errors = unsafe
      ? [
          {
            instancePath: unsafe.path,
            schemaPath: '#',
            keyword: 'safeValue',
            params: {},
            message: unsafe.problem,
          },
        ]
      : null;
    return !unsafe;
  };
  // Fastify passes the parent object only to validators that look like ajv's own.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  withSafeValues((httpPart === 'body' ? jsonBodies : textParts).compile(schema as object));

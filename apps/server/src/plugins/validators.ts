import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

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

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? jsonBodies : textParts).compile(schema as object);

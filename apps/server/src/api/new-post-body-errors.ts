import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { schemaProblem, withMessage } from '@/domain/new-post-problems.ts';
import { InvalidFields } from '@/plugins/http-errors.ts';
import { NEW_POST_REFUSED } from '@/services/new-post-service.ts';

/**
 * For a new-post route that attaches its validation: a body the schema refused answers 400 with
 * each field's problem, as the forms show them; other parts (the path) fail as usual.
 */
export function refuseInvalidBody(request: FastifyRequest): void {
  const invalid = request.validationError;
  if (!invalid) return;
  // The path parameters are checked by the same schema; a bad one reaches no project.
  if (invalid.validationContext !== 'body') throw invalid;
  const errors = (invalid.validation ?? []) as FastifySchemaValidationError[];
  // A union's branches each report the same field.
  const problems = new Map(
    errors.map((error) => {
      const problem = schemaProblem(error, request.body);
      return [`${problem.field} ${problem.code}`, withMessage(problem)];
    }),
  );
  throw new InvalidFields(NEW_POST_REFUSED, [...problems.values()]);
}

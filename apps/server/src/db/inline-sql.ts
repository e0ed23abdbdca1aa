import { createQueryId, PostgresQueryCompiler, type RawBuilder } from 'kysely';
import pg from 'pg';

/**
 * Compiles the statement with its values written in as literals, for statements that take no
 * parameters (COPY). Each value becomes a quoted literal of unknown type, which PostgreSQL types
 * from its context as it types an untyped parameter.
 */
class InlineValuesCompiler extends PostgresQueryCompiler {
  protected override appendValue(value: unknown): void {
    this.append(literal(value));
  }
}

function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return `'${value}'`;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return `'${value.toISOString()}'`;
  throw new Error(`No literal for a value of type ${typeof value}`);
}

export function inlineSql(statement: RawBuilder<unknown>): string {
  return new InlineValuesCompiler().compileQuery(statement.toOperationNode(), createQueryId()).sql;
}

import { Type, type Static } from '@sinclair/typebox';

/** Body of every error answer of the product API. */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type IdParam = Static<typeof IdParam>;

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

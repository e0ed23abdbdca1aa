import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

/** GET /config.json: what the web app needs to know at run time. */
export const RuntimeConfig = Type.Object({
  identityBase: Type.String(),
  apiBase: Type.String(),
  mainSiteUrl: Type.String(),
  supportEmail: Type.String(),
  supportPhone: Type.String(),
  defaultFileTransferUrl: Type.String(),
  mapStyles: Type.Object({ street: Type.String(), satellite: Type.String() }),
  environment: Type.String(),
  release: Type.String(),
  buildDate: Type.String(),
  sentryDsn: Nullable(Type.String()),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;

import { mapStyleOrigins, readMapStyle } from '@highwater/core/map-styles';
import type { Config } from '@/config.ts';

const originOf = (address: string) => new URL(address).origin;

/** Where the configured base maps load styles, tiles, glyphs and sprites from. */
function mapOrigins(config: Config): string[] {
  const styles = [config.mapStyleStreet, config.mapStyleSatellite].map(readMapStyle);
  return [
    ...styles.flatMap((style) => (style ? mapStyleOrigins(style) : [])),
    ...config.mapExtraOrigins,
  ];
}

const unique = (values: string[]) => [...new Set(values)];

/** The error-report service's origin; a DSN that is no address reports nowhere. */
function errorReportOrigins(dsn: string | null): string[] {
  if (!dsn) return [];
  try {
    return [originOf(dsn)];
  } catch {
    return [];
  }
}

/**
 * The content security policy of every answer: besides the server itself, only the configured
 * map origins (fetched and drawn), error reporting, and the file-transfer pages that may be
 * framed. Never any https host.
 */
export function contentSecurityDirectives(config: Config) {
  const maps = mapOrigins(config);
  const errorReports = errorReportOrigins(config.sentryDsn);
  const ownOrigin = originOf(config.publicOrigin);
  // The main site's pages (the public report page's uploads) call the API on the server's origin.
  const api = originOf(config.mainSiteUrl) === ownOrigin ? [] : [ownOrigin];
  const frames = [originOf(config.defaultFileTransferUrl), ...config.fileTransferOrigins].filter(
    (origin) => origin !== ownOrigin,
  );
  return {
    defaultSrc: ["'self'"],
    imgSrc: unique(["'self'", 'data:', 'blob:', ...maps]),
    connectSrc: unique(["'self'", ...api, ...maps, ...errorReports]),
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    frameSrc: unique(["'self'", ...frames]),
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

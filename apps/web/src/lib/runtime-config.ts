import { Value } from '@sinclair/typebox/value';
import { RuntimeConfig } from '@highwater/core/api/runtime-config';
import { MISSING_CONFIG_WARNING_MS } from '@highwater/core/constants';
import { errorFor } from '@/api/api-client.ts';
import { toNetworkError } from '@/api/api-errors.ts';

/** Loads GET /config.json, the settings the server hands the app at run time. */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  let text: string;
  try {
    response = await fetchFn('/config.json', { cache: 'no-store' });
    text = await response.text();
  } catch (error) {
    throw toNetworkError(error);
  }
  if (!response.ok) throw errorFor(response, text);
  const body: unknown = JSON.parse(text);
  if (!Value.Check(RuntimeConfig, body)) {
    const first = Value.Errors(RuntimeConfig, body).First();
    throw new Error(`config.json: ${first ? `${first.path} ${first.message}` : 'invalid'}`);
  }
  return body;
}

/** Spec 000 section 8: warn (late, so that a slow start is not mistaken for a missing setting). */
export function warnAboutMissingBases(
  config: Pick<RuntimeConfig, 'identityBase' | 'apiBase'> | null,
  delayMs = MISSING_CONFIG_WARNING_MS,
): void {
  window.setTimeout(() => {
    if (!config?.identityBase) console.warn('The identity service base address is not configured');
    if (!config?.apiBase) console.warn('The API base address is not configured');
  }, delayMs);
}

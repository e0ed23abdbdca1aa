/**
 * Stylesheets whose load failed (a screen's chunk asked for while the connection was down). The
 * bundler's loader asks for each stylesheet once and never again, so a later load of the same
 * chunk would bring its code without its styles: these are asked for again before it.
 */
const failed = new Set<HTMLLinkElement>();
const reloading = new Map<string, Promise<void>>();

const isStylesheet = (target: EventTarget | null): target is HTMLLinkElement =>
  target instanceof HTMLLinkElement && target.rel === 'stylesheet';

/** Notes every stylesheet that fails to load from now on (a load error does not bubble). */
export function watchFailedStylesheets(doc: Document = document): void {
  doc.addEventListener(
    'error',
    (event) => {
      if (isStylesheet(event.target)) failed.add(event.target);
    },
    true,
  );
}

function reload(link: HTMLLinkElement): void {
  const fresh = link.cloneNode() as HTMLLinkElement;
  const loaded = new Promise<void>((resolve, reject) => {
    fresh.addEventListener('load', () => resolve(), { once: true });
    fresh.addEventListener(
      'error',
      () => reject(new Error(`Unable to preload CSS for ${fresh.href}`)),
      { once: true },
    );
  }).finally(() => reloading.delete(fresh.href));
  reloading.set(fresh.href, loaded);
  // The failed one holds no rules: the new one takes its place in the cascade.
  link.replaceWith(fresh);
}

/** Loads every stylesheet that failed again; rejects when one fails again. */
export async function reloadFailedStylesheets(): Promise<void> {
  for (const link of failed) if (link.isConnected) reload(link);
  failed.clear();
  await Promise.all(reloading.values());
}

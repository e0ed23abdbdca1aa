import { useEffect } from 'react';

const PRODUCT = 'Highwater';

/** Sets the browser tab's title for the screen on show. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}

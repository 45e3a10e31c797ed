import { useEffect } from 'react';

export const PRODUCT_TITLE = 'Redakcja';

/** '<screen> – Redakcja' in the browser's tab. */
export function useDocumentTitle(label: string): void {
  useEffect(() => {
    document.title = `${label} – ${PRODUCT_TITLE}`;
  }, [label]);
}

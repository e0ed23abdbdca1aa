import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TideCredit as Credit } from '@highwater/core/api/tides';

function CreditLink({ url, children }: { url: string | null; children: ReactNode }) {
  if (!url) return children;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/**
 * Whose levels the chart shows, worded in the interface language from the parts the server
 * sends: "Source: NOAA · Database: Neaps tide database · Licence: CC BY 4.0 · Changes to the data".
 */
export function TideCredit({ credit }: { credit: Credit }) {
  const { t } = useTranslation();
  const named = [
    { key: 'source', label: t('tide.source'), name: credit.source, url: credit.source_url },
    credit.database && { key: 'database', label: t('tide.database'), ...credit.database },
    credit.licence && { key: 'licence', label: t('tide.licence'), ...credit.licence },
  ];
  const parts: { key: string; content: ReactNode }[] = named.flatMap((part) =>
    part
      ? [
          {
            key: part.key,
            content: (
              <>
                {part.label} <CreditLink url={part.url}>{part.name}</CreditLink>
              </>
            ),
          },
        ]
      : [],
  );
  if (credit.changes_url) {
    parts.push({
      key: 'changes',
      content: <CreditLink url={credit.changes_url}>{t('tide.changes')}</CreditLink>,
    });
  }
  return parts.map((part, index) => (
    <Fragment key={part.key}>
      {index > 0 && ' · '}
      {part.content}
    </Fragment>
  ));
}

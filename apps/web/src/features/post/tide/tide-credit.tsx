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
  const parts: { key: string; content: ReactNode }[] = [
    {
      key: 'source',
      content: (
        <>
          {t('tide.source')} <CreditLink url={credit.source_url}>{credit.source}</CreditLink>
        </>
      ),
    },
  ];
  if (credit.database) {
    parts.push({
      key: 'database',
      content: (
        <>
          {t('tide.database')}{' '}
          <CreditLink url={credit.database.url}>{credit.database.name}</CreditLink>
        </>
      ),
    });
  }
  if (credit.licence) {
    parts.push({
      key: 'licence',
      content: (
        <>
          {t('tide.licence')}{' '}
          <CreditLink url={credit.licence.url}>{credit.licence.name}</CreditLink>
        </>
      ),
    });
  }
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

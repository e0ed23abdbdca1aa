import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from 'react-aria-components';
import { X } from 'lucide-react';
import { IconButton } from '@/ui/icon-button.tsx';

/** The severity view's top bar: its heading (naming the overlay), optional hints and close. */
export function SeverityBar({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="severity-view__bar">
      <Heading slot="title" className="severity-view__label">
        {t('severity.label')}
      </Heading>
      {children}
      <IconButton label={t('severity.close')} onPress={onClose}>
        <X size={18} aria-hidden="true" />
      </IconButton>
    </header>
  );
}

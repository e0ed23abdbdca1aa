import { useTranslation } from 'react-i18next';
import { Mail, Phone } from 'lucide-react';
import { useConfig } from '@/lib/config-context.tsx';
import { AccessTokensSection } from '@/features/access-tokens/access-tokens-section.tsx';
import { AppDialog } from '@/ui/dialog.tsx';
import { Preferences } from './preferences.tsx';

/** Where to get help: e-mail for questions, a phone number for urgent issues during a storm. */
export function HelpContacts() {
  const { t } = useTranslation();
  const config = useConfig();
  return (
    <div className="help-contacts">
      <div className="help-contact">
        <Mail size={18} aria-hidden="true" />
        <div>
          <p>{t('help.email')}</p>
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </div>
      </div>
      <div className="help-contact">
        <Phone size={18} aria-hidden="true" />
        <div>
          <p>{t('help.phone')}</p>
          <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>{config.supportPhone}</a>
        </div>
      </div>
    </div>
  );
}

export function HelpDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('help.title')}>
      <HelpContacts />
      <Preferences />
      <AccessTokensSection />
    </AppDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { CircleHelp } from 'lucide-react';
import { SEVERITY_LEVELS } from '@highwater/core/severity';
import { IconButton } from '@/ui/icon-button.tsx';
import { SeverityLevelCard } from '@/ui/severity-level-card.tsx';

/** The '?' hint: every level from 0 with its definition and description. */
export function LevelsHint() {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <IconButton label={t('severity.levels_hint')}>
        <CircleHelp size={18} aria-hidden="true" />
      </IconButton>
      <Popover className="menu-popover severity-levels" placement="bottom end">
        <Dialog className="severity-levels__dialog">
          <Heading slot="title" className="severity-levels__title">
            {t('severity.levels_title')}
          </Heading>
          <ol className="severity-levels__list">
            {SEVERITY_LEVELS.map((level) => (
              <li key={level.level}>
                <SeverityLevelCard level={level.level} as="h3" />
              </li>
            ))}
          </ol>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

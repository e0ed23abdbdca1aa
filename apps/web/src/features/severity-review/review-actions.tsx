import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import { SEVERITY_LEVELS } from '@highwater/core/severity';
import { SeverityIcon, useSeverityName } from '@/ui/severity-mark.tsx';

interface ReviewActionsProps {
  level: number;
  disabled: boolean;
  canGoBack: boolean;
  onLevel: (level: number) => void;
  onConfirm: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** The same choices as the keys, each showing its key, for pointer and touch users. */
export function ReviewActions({
  level,
  disabled,
  canGoBack,
  onLevel,
  onConfirm,
  onPrevious,
  onNext,
}: ReviewActionsProps) {
  const { t } = useTranslation();
  const severityName = useSeverityName();
  return (
    <div className="review-actions">
      <div className="review-actions__levels">
        {SEVERITY_LEVELS.map((item) => (
          <Button
            key={item.level}
            className="button review-actions__level"
            isDisabled={disabled}
            onPress={() => onLevel(item.level)}
            aria-label={t('severity.review.set_level', {
              level: item.level,
              name: severityName(item.level),
            })}
            data-current={item.level === level || undefined}
          >
            <kbd>{item.level}</kbd> <SeverityIcon level={item.level} size={18} />
            <span className="review-actions__name">{severityName(item.level)}</span>
          </Button>
        ))}
      </div>
      <div className="review-actions__move">
        <Button className="button" isDisabled={!canGoBack} onPress={onPrevious}>
          <ChevronLeft size={16} aria-hidden="true" />
          <span className="review-actions__move-label">{t('severity.review.previous')}</span>
          <kbd aria-hidden="true">←</kbd>
        </Button>
        <Button className="button button--primary" isDisabled={disabled} onPress={onConfirm}>
          <Check size={16} aria-hidden="true" />
          {t('severity.review.confirm', { level })}
          <kbd aria-hidden="true">Enter</kbd>
        </Button>
        <Button className="button" onPress={onNext}>
          <span className="review-actions__move-label">{t('severity.review.next')}</span>
          <kbd aria-hidden="true">→</kbd>
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

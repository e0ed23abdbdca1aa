import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { useUser } from '@/auth/session-context.tsx';
import { useUpdateUserSetting } from '@/api/update-user-setting.ts';

const STEPS = [
  { target: 'apply', title: 'tutorial.step1_title', body: 'tutorial.step1_body' },
  { target: 'save', title: 'tutorial.step2_title', body: 'tutorial.step2_body' },
] as const;

/** The element a step points at, highlighted while the step is on show. */
function useStepTarget(name: string, extra: string | null) {
  const ref = useRef<Element | null>(null);
  const [, setFound] = useState(0);
  useEffect(() => {
    const selectors = [name, extra].filter(Boolean).map((item) => `[data-tutorial="${item}"]`);
    const elements = selectors.flatMap((selector) => [...document.querySelectorAll(selector)]);
    ref.current = document.querySelector(`[data-tutorial="${name}"]`);
    for (const element of elements) element.classList.add('tutorial-target');
    setFound((count) => count + 1);
    return () => {
      for (const element of elements) element.classList.remove('tutorial-target');
    };
  }, [name, extra]);
  return ref;
}

/** The guide's steps, from the first each time it opens. */
function GuideCard({ onFinish }: { onFinish: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const current = STEPS[step] ?? STEPS[0];
  const target = useStepTarget(current.target, step === 1 ? 'help' : null);

  // Escape closes the guide wherever focus is, as it closes the top layer (DESIGN.md); a menu
  // or dialog over it takes its own Escape first.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) onFinish();
  });
  useEffect(() => {
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  // Until the effect has found what the step points at.
  if (!target.current) return null;
  const last = step === STEPS.length - 1;
  return (
    <Popover
      className="tutorial-popover"
      triggerRef={target}
      isOpen
      isNonModal
      onOpenChange={(isOpen) => {
        if (!isOpen) onFinish();
      }}
      placement="end"
      offset={12}
    >
      <Dialog className="tutorial" aria-label={t('tutorial.label')}>
        <p className="tutorial__step">
          {t('tutorial.step', { step: step + 1, total: STEPS.length })}
        </p>
        <Heading slot="title" className="tutorial__title">
          {t(current.title)}
        </Heading>
        <p>{t(current.body)}</p>
        <div className="tutorial__actions">
          <Button className="button button--quiet" onPress={onFinish}>
            {t('tutorial.skip')}
          </Button>
          <Button
            className="button button--primary"
            onPress={() => (last ? onFinish() : setStep(step + 1))}
            autoFocus
          >
            {last ? t('tutorial.finish') : t('tutorial.next')}
          </Button>
        </div>
      </Dialog>
    </Popover>
  );
}

/**
 * The first-time guide of the map screen (large screens), remembered in the user setting
 * lastViewedMapTutorial. It points at the filters' Apply and Save, so the screen renders it with
 * the filters panel in view only: not over a folded filters column, nor beside a selection.
 */
export function MapTutorial() {
  const user = useUser();
  const save = useUpdateUserSetting('lastViewedMapTutorial');
  if (user.userSettings.lastViewedMapTutorial !== null) return null;
  return <GuideCard onFinish={() => save.mutate(new Date().toISOString())} />;
}

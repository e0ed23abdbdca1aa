import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '@/auth/session-context.tsx';
import { useUpdateUserSetting } from '@/api/update-user-setting.ts';

/** Spec 001 section 2: the query flag that clears the tutorial memory. */
export const RESET_GUIDE_PARAM = 'reset-map-guide';

const STEPS = [
  { target: 'apply', title: 'tutorial.step1_title', body: 'tutorial.step1_body' },
  { target: 'save', title: 'tutorial.step2_title', body: 'tutorial.step2_body' },
] as const;

/** The element a step points at, highlighted while the step is on show. */
function useStepTarget(name: string | null, extra: string | null) {
  const ref = useRef<Element | null>(null);
  const [, setFound] = useState(0);
  useEffect(() => {
    const selectors = [name, extra].filter(Boolean).map((item) => `[data-tutorial="${item}"]`);
    const elements = selectors.flatMap((selector) => [...document.querySelectorAll(selector)]);
    ref.current = name ? document.querySelector(`[data-tutorial="${name}"]`) : null;
    for (const element of elements) element.classList.add('tutorial-target');
    setFound((count) => count + 1);
    return () => {
      for (const element of elements) element.classList.remove('tutorial-target');
    };
  }, [name, extra]);
  return ref;
}

/**
 * The first-time guide of the map screen on large screens, remembered in the user setting
 * lastViewedMapTutorial.
 */
export function MapTutorial() {
  const { t } = useTranslation();
  const user = useUser();
  const save = useUpdateUserSetting('lastViewedMapTutorial');
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const resetAsked = new URLSearchParams(search).has(RESET_GUIDE_PARAM);

  useEffect(() => {
    if (!resetAsked) return;
    save.mutate(null);
    setStep(0);
    const next = new URLSearchParams(search);
    next.delete(RESET_GUIDE_PARAM);
    void navigate(
      { search: next.toString(), hash: window.location.hash || hash },
      { replace: true },
    );
    // Run once per reset request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetAsked]);

  const open = user.userSettings.lastViewedMapTutorial === null && !resetAsked;
  const current = STEPS[step] ?? STEPS[0];
  const target = useStepTarget(open ? current.target : null, open && step === 1 ? 'help' : null);
  const finish = () => save.mutate(new Date().toISOString());

  // Escape closes the guide wherever focus is, as it closes the top layer (DESIGN.md); a menu
  // or dialog over it takes its own Escape first.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) finish();
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  if (!open) return null;
  const last = step === STEPS.length - 1;
  const card = (
    <Dialog className="tutorial" aria-label={t('tutorial.label')}>
      <p className="tutorial__step">
        {t('tutorial.step', { step: step + 1, total: STEPS.length })}
      </p>
      <Heading slot="title" className="tutorial__title">
        {t(current.title)}
      </Heading>
      <p>{t(current.body)}</p>
      <div className="tutorial__actions">
        <Button className="button button--quiet" onPress={finish}>
          {t('tutorial.skip')}
        </Button>
        <Button
          className="button button--primary"
          onPress={() => (last ? finish() : setStep(step + 1))}
          autoFocus
        >
          {last ? t('tutorial.finish') : t('tutorial.next')}
        </Button>
      </div>
    </Dialog>
  );

  if (!target.current) return <div className="tutorial-fallback">{card}</div>;
  return (
    <Popover
      className="tutorial-popover"
      triggerRef={target}
      isOpen
      isNonModal
      onOpenChange={(isOpen) => {
        if (!isOpen) finish();
      }}
      placement="end"
      offset={12}
    >
      {card}
    </Popover>
  );
}

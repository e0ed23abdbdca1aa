import {
  DEFAULT_SYSTEM_OF_MEASURE,
  SYSTEMS_OF_MEASURE,
  type SystemOfMeasure,
} from '@highwater/core/constants';
import { useUpdateUserSetting } from '@/api/update-user-setting.ts';
import { useUser } from '@/auth/session-context.tsx';

const isSystemOfMeasure = (value: unknown): value is SystemOfMeasure =>
  (SYSTEMS_OF_MEASURE as readonly unknown[]).includes(value);

/**
 * The user's system of measure (IMPERIAL unless they chose otherwise, spec 001 section 3) and a
 * way to change it: saved on the server at once, put back silently when the save fails.
 */
export function useSystemOfMeasure(): {
  system: SystemOfMeasure;
  setSystem: (system: SystemOfMeasure) => void;
} {
  const stored = useUser().userSettings.preferredSystemOfMeasure;
  const save = useUpdateUserSetting('preferredSystemOfMeasure');
  return {
    system: isSystemOfMeasure(stored) ? stored : DEFAULT_SYSTEM_OF_MEASURE,
    setSystem: (system) => save.mutate(system),
  };
}

import { useMutation } from '@tanstack/react-query';
import type { UserSettingName, UserSettings } from '@highwater/core/api/user';
import { useSessionController } from '@/auth/session-context.tsx';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';

export const updateUserSetting = <K extends UserSettingName>(
  api: ApiClient,
  name: K,
  value: UserSettings[K],
) => api.request<unknown>('PUT', `/user-settings/${name}`, { value });

/**
 * Saves a user setting optimistically. A failed save puts the previous value back without a
 * message (spec 000 section 4).
 */
export function useUpdateUserSetting<K extends UserSettingName>(name: K) {
  const api = useApi();
  const session = useSessionController();
  const setLocally = (value: UserSettings[K]) =>
    session.updateUser((user) => ({
      ...user,
      userSettings: { ...user.userSettings, [name]: value },
    }));

  return useMutation({
    mutationKey: ['user-settings', name],
    mutationFn: (value: UserSettings[K]) => updateUserSetting(api, name, value),
    onMutate: (value) => {
      const previous = session.getState().user?.userSettings[name];
      setLocally(value);
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous !== undefined) setLocally(context.previous);
    },
    meta: { silent: true },
  });
}

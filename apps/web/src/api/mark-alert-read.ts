import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertList } from '@highwater/core/api/alerts';
import type { ApiClient } from './api-client.ts';
import { useApi } from './api-context.tsx';
import { alertsKey } from './get-alerts.ts';

export const markAlertRead = (api: ApiClient, alertId: number) =>
  api.request<null>('POST', `/../v3/cx/alerts/${alertId}/read`);

/** Marks the alert read at once in the bell; the next refresh brings the server's count. */
export function useMarkAlertRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) => markAlertRead(api, alertId),
    onMutate: (alertId) => {
      queryClient.setQueryData<AlertList>(alertsKey, (list) => {
        const alert = list?.alerts.find((item) => item.id === alertId);
        if (!list || !alert || alert.read) return list;
        return {
          alerts: list.alerts.map((item) => (item.id === alertId ? { ...item, read: true } : item)),
          unread_count: Math.max(0, list.unread_count - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

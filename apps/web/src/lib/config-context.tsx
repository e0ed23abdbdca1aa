import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@highwater/core/api/runtime-config';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig needs a ConfigProvider');
  return config;
}

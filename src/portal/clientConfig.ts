// The run-time configuration the server gives the browser (/api/client-config).
import { createContext, useContext } from 'react';
import type { ClientConfig } from '../shared/api/clientConfig';

export type { ClientConfig };

export const ClientConfigContext = createContext<ClientConfig | undefined>(undefined);

export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig must be used inside <ClientConfigContext.Provider>');
  return config;
}

export async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/client-config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The portal's configuration could not be loaded (${response.status})`);
  return (await response.json()) as ClientConfig;
}

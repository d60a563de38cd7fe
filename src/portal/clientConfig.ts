// The run-time configuration the server gives the browser (/api/client-config).
// The server writes it into the app's page too, so the portal normally starts
// without asking; a page without it (Vite's development server) asks.
import { createContext, useContext } from 'react';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../shared/api/clientConfig';

export type { ClientConfig };

export const ClientConfigContext = createContext<ClientConfig | undefined>(undefined);

export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig must be used inside <ClientConfigContext.Provider>');
  return config;
}

/** The configuration the server wrote into the page, or undefined when it is not there (or not readable). */
export function inlineClientConfig(doc: Document = document): ClientConfig | undefined {
  const text = doc.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return undefined;
  try {
    const config: unknown = JSON.parse(text);
    return config !== null && typeof config === 'object' && 'identity' in config ? (config as ClientConfig) : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await fetch('/api/client-config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The portal's configuration could not be loaded (${response.status})`);
  return (await response.json()) as ClientConfig;
}

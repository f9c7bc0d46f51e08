import type { PublicConfig } from '@larder/domain/api/config';
import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '../features/public-config/api/get-public-config.ts';
import { readFlag, writeFlag } from './storage.ts';

export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

/** The last configuration seen, so the app starts offline and without waiting on later visits. */
export function cachedPublicConfig(): PublicConfig | undefined {
  const raw = readFlag('larder_public_config');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as PublicConfig;
  } catch {
    return undefined;
  }
}

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const config = await getPublicConfig();
  writeFlag('larder_public_config', JSON.stringify(config));
  return config;
}

/** Server configuration (support address, prices, store link). Loaded once at start-up by the boot gate. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: fetchPublicConfig,
    enabled: false,
    gcTime: Number.POSITIVE_INFINITY,
  });
  if (!data) throw new Error('usePublicConfig() used outside the boot gate');
  return data;
}

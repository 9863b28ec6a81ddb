import type { ResolvedConfig } from '@satchel/core';
import { configFromEnv } from './env-config';

export type AppConfig = ResolvedConfig;

/** Build-time configuration, read once from Vite's environment. */
export function readAppConfig(): AppConfig {
  return configFromEnv(import.meta.env);
}

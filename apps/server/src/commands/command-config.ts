import { type Config, ConfigError, loadConfig } from '../config/config.ts';

/** The settings for an operator command; a settings mistake is printed and exits 2 (a usage error). */
export function loadCommandConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

import type { z } from 'zod';

/**
 * A setting the server cannot start with. main.ts and the CLIs print its message as one line and exit 1: an
 * operator needs the variable and what is wrong with it, not a stack trace through config.ts.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** zod's refusal of the environment as one ConfigError: 'PORT: Invalid input: expected number, ...'. */
export function configErrorOf(error: z.ZodError): ConfigError {
  return new ConfigError(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
}

/** Runs `load`; a ConfigError ends the process with its one line on stderr (anything else is a bug: thrown). */
export function orExitOnConfigError<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    return exitOnConfigError(error);
  }
}

/** A ConfigError ends the process with its one line on stderr; anything else is rethrown. */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(1);
}

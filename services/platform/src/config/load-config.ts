import { z } from 'zod';

export type Env = Record<string, string | undefined>;

/** A configuration problem, worded as the one line an operator reads before the process exits. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the environment once, validated; the first bad or missing variable is named. */
export function loadConfig<S extends z.ZodType<object>>(
  schema: S,
  env: Env = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue?.path.join('.') || 'environment';
  const received = env[variable];
  const detail = received === undefined || received === '' ? 'is missing' : issue?.message;
  throw new ConfigError(`Invalid configuration: ${variable} ${detail}`);
}

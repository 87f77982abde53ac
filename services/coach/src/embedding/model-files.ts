import { join } from 'node:path';
import { LocalEncoderId } from './local-embedder';

/**
 * What is learned on an encoder's vectors ships beside the package (models/), not compiled into
 * it: today's local encoder's files at the top, any other encoder's in a folder named by its id.
 * src/ and dist/ sit at the same depth, so the same path serves both.
 */
export const ModelsDir = join(__dirname, '../../models');

export function modelPath(encoder: string, file: string): string {
  return encoder === LocalEncoderId ? join(ModelsDir, file) : join(ModelsDir, encoder, file);
}

/** Reads a model file once per process and path. */
export function readOnce<T>(cache: Map<string, T>, path: string, read: (path: string) => T): T {
  let model = cache.get(path);
  if (model === undefined) {
    model = read(path);
    cache.set(path, model);
  }
  return model;
}

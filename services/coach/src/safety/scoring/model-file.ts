import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SafetyModelSchema, type SafetyModel } from './safety-model';

/**
 * The trained model ships beside the package (models/), not compiled into it: src/ and dist/ sit
 * at the same depth, so the same path serves both.
 */
export const SafetyModelPath = join(__dirname, '../../../models/safety-model.json');

let loaded: SafetyModel | undefined;

/** Read and checked once per process; a missing or broken file stops the coach at start. */
export function safetyModel(path = SafetyModelPath): SafetyModel {
  if (path !== SafetyModelPath)
    return SafetyModelSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  loaded ??= SafetyModelSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  return loaded;
}

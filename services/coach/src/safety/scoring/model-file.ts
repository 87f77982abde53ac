import { readFileSync } from 'node:fs';
import { modelPath, readOnce } from '../../embedding/model-files';
import { SafetyModelSchema, type SafetyModel } from './safety-model';

/** The safety model learned on an encoder's vectors. */
export const safetyModelPath = (encoder: string) => modelPath(encoder, 'safety-model.json');

const loaded = new Map<string, SafetyModel>();

/** Read and checked once per process; a missing or broken file stops the coach at start. */
export function safetyModel(encoder: string): SafetyModel {
  return readOnce(loaded, safetyModelPath(encoder), (path) =>
    SafetyModelSchema.parse(JSON.parse(readFileSync(path, 'utf8'))),
  );
}

/**
 * Scores predictions made by another version of the coach (a first run, before anything is
 * tuned on a new set): `first-run.ts <set name> <predictions.json>`, the predictions a list of
 * { id, answered: [slug...], language }.
 */
import { readFileSync } from 'node:fs';
import { readSet, setPath } from './dataset';
import { describeFigures, figuresOf, type Prediction } from './evaluation';

const [name, predictionsPath] = process.argv.slice(2);
if (!name || !predictionsPath) throw new Error('usage: first-run.ts <set name> <predictions.json>');
const predictions = JSON.parse(readFileSync(predictionsPath, 'utf8')) as Prediction[];
console.log(describeFigures(name, figuresOf(readSet(setPath(name)), predictions)));

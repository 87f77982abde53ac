/**
 * The words of a check-in's summary (its burden and the questions' topics) and of Home's check-in
 * card: imported by `burden-words.ts`, so Home has them without the check-in screens' words.
 */
import checkInSummary from '../catalogues/en/checkInSummary.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(checkInSummary, () => import('../catalogues/es-US/checkInSummary.json'));

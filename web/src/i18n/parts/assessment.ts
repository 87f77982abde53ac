/** The words of the check-in and its results: imported by them (Home's card: checkInSummary.ts). */
import assessment from '../catalogues/en/assessment.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(assessment, () => import('../catalogues/es-US/assessment.json'));

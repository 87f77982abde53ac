/** The words of the check-in, its results and Home's check-in card: imported by them. */
import assessment from '../catalogues/en/assessment.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(assessment, () => import('../catalogues/es-US/assessment.json'));

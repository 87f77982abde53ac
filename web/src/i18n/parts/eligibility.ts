/** The words of the eligibility checker: imported by its screens. */
import eligibility from '../catalogues/en/eligibility.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(eligibility, () => import('../catalogues/es-US/eligibility.json'));

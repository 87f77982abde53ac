/** The words of the medicine screens (list, form, today's doses): imported by them. */
import medications from '../catalogues/en/medications.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(medications, () => import('../catalogues/es-US/medications.json'));

/** The English words of the medicine screens (list, form, today's doses): imported by them. */
import medications from '../catalogues/en/medications.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(medications);

/** The English words of the eligibility checker: imported by its screens. */
import eligibility from '../catalogues/en/eligibility.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(eligibility);

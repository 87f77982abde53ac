/** The English words of the API's refusals as the web app says them: imported by i18n/refusals.ts. */
import refusals from '../catalogues/en/refusals.json';
import { addEnglish } from '../catalogue';

addEnglish(refusals);

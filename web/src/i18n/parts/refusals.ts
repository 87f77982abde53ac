/** The words of the API's refusals as the web app says them: imported by i18n/refusals.ts. */
import refusals from '../catalogues/en/refusals.json';
import { addPart } from '../catalogue';

addPart(refusals, () => import('../catalogues/es-US/refusals.json'));

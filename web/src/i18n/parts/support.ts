/** The words of the support form and its modal: imported by them. */
import support from '../catalogues/en/support.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(support, () => import('../catalogues/es-US/support.json'));

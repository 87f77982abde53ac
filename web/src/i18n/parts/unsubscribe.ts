/** The words of the unsubscribe page an e-mail links to: imported by it. */
import unsubscribe from '../catalogues/en/unsubscribe.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(unsubscribe, () => import('../catalogues/es-US/unsubscribe.json'));

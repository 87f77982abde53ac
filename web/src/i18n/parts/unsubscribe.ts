/** The English words of the unsubscribe page an e-mail links to: imported by it. */
import unsubscribe from '../catalogues/en/unsubscribe.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(unsubscribe);

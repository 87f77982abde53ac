/** The English words of the support form and its modal: imported by them. */
import support from '../catalogues/en/support.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(support);

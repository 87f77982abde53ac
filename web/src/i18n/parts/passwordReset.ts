/** The words of the forgotten-password and reset-password pages: imported by them. */
import passwordReset from '../catalogues/en/passwordReset.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(passwordReset, () => import('../catalogues/es-US/passwordReset.json'));

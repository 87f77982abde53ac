/** The words of changing the account's e-mail (Settings' section and the confirming page): imported by them. */
import emailChange from '../catalogues/en/emailChange.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(emailChange, () => import('../catalogues/es-US/emailChange.json'));

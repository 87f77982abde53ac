/** The English words of changing the account's e-mail (Settings' section and the confirming page): imported by them. */
import emailChange from '../catalogues/en/emailChange.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(emailChange);

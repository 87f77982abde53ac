/** The English words of the forgotten-password and reset-password pages: imported by them. */
import passwordReset from '../catalogues/en/passwordReset.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(passwordReset);

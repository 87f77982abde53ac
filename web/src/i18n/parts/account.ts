/** The English words of sign-in, sign-up and the account fields: imported by the screens using them. */
import account from '../catalogues/en/account.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(account);

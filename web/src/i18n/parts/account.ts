/** The words of sign-in, sign-up and the account fields: imported by the screens using them. */
import account from '../catalogues/en/account.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(account, () => import('../catalogues/es-US/account.json'));

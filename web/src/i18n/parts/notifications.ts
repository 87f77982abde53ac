/** The English words of the notifications screen and Home's bell: imported by them. */
import notifications from '../catalogues/en/notifications.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(notifications);

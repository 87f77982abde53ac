/** The words of the notifications screen and Home's bell: imported by them. */
import notifications from '../catalogues/en/notifications.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(notifications, () => import('../catalogues/es-US/notifications.json'));

/** The words of the settings screen: imported by it. */
import settings from '../catalogues/en/settings.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(settings, () => import('../catalogues/es-US/settings.json'));

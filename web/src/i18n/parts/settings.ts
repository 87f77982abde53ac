/** The English words of the settings screen: imported by it. */
import settings from '../catalogues/en/settings.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(settings);

/** The English words of /resources: imported by it. */
import resources from '../catalogues/en/resources.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(resources);

/** The words of /resources: imported by it. */
import resources from '../catalogues/en/resources.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(resources, () => import('../catalogues/es-US/resources.json'));

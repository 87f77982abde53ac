/** The words of the care circle's screens: imported by them. */
import circle from '../catalogues/en/circle.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(circle, () => import('../catalogues/es-US/circle.json'));

/** The words of Home: imported by it. */
import home from '../catalogues/en/home.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(home, () => import('../catalogues/es-US/home.json'));

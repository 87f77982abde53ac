/** The words of the coach screen's chrome (not the coach's answers): imported by its parts. */
import coach from '../catalogues/en/coach.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(coach, () => import('../catalogues/es-US/coach.json'));

/** The English words of the coach screen's chrome (not the coach's answers): imported by its parts. */
import coach from '../catalogues/en/coach.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(coach);

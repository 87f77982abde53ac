/** The English words of the care circle's screens: imported by them. */
import circle from '../catalogues/en/circle.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(circle);

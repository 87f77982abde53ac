/** The English words of Home: imported by it. */
import home from '../catalogues/en/home.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(home);

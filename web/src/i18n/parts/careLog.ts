/** The English words of the care log and the doctor's page: imported by their screens. */
import careLog from '../catalogues/en/careLog.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(careLog);

/** The English words of /coach-safety, the coach's published crisis protocol: imported by it. */
import coachSafety from '../catalogues/en/coachSafety.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(coachSafety);

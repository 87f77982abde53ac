/** The words of /coach-safety, the coach's published crisis protocol: imported by it. */
import coachSafety from '../catalogues/en/coachSafety.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(coachSafety, () => import('../catalogues/es-US/coachSafety.json'));

/** The words of the care log and the doctor's page: imported by their screens. */
import careLog from '../catalogues/en/careLog.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(careLog, () => import('../catalogues/es-US/careLog.json'));

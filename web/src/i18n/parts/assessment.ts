/** The English words of the check-in, its results and Home's check-in card: imported by them. */
import assessment from '../catalogues/en/assessment.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(assessment);

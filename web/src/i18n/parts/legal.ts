/**
 * The words of the legal documents, in English and in Spanish: imported by the documents, so both
 * come with the legal screens' chunk and the Spanish texts stay out of every first download
 * (Spanish's own chunk included).
 */
import english from '../catalogues/en/legal.json';
import spanish from '../catalogues/es-US/legal.json';
import { addEnglish, addLater } from '../catalogue';
import './locale-rules';

addEnglish(english);
addLater('es-US', spanish);

/** The words of the legal documents: imported by the documents, so they come with the legal screens. */
import legal from '../catalogues/en/legal.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(legal, () => import('../catalogues/es-US/legal.json'));

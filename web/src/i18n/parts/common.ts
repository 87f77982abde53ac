/**
 * The words of the pages every visitor may reach (the 404), and the titles of the pages
 * prerendered at build time: imported by them.
 */
import common from '../catalogues/en/common.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(common, () => import('../catalogues/es-US/common.json'));

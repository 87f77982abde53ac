/** The words of the staff's admin screens: imported by them. */
import admin from '../catalogues/en/admin.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(admin, () => import('../catalogues/es-US/admin.json'));

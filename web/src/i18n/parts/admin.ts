/** The English words of the staff's admin screens: imported by them. */
import admin from '../catalogues/en/admin.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(admin);

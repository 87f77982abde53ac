/** The English words of the profile screen: imported by it. */
import profile from '../catalogues/en/profile.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(profile);

/** The words of the profile screen: imported by it. */
import profile from '../catalogues/en/profile.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(profile, () => import('../catalogues/es-US/profile.json'));

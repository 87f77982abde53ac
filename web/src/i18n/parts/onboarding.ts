/** The words of onboarding (and of the profile's labels for its answers): imported by them. */
import onboarding from '../catalogues/en/onboarding.json';
import { addPart } from '../catalogue';
import './locale-rules';

addPart(onboarding, () => import('../catalogues/es-US/onboarding.json'));

/** The English words of onboarding (and of the profile's labels for its answers): imported by them. */
import onboarding from '../catalogues/en/onboarding.json';
import { addEnglish } from '../catalogue';
import './locale-rules';

addEnglish(onboarding);

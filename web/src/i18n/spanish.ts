/** The Spanish (es-US) catalogue, every part but the legal texts (parts/legal.ts), and Ant Design's US Spanish: a chunk only Spanish readers load. */
import antd from 'antd/es/locale/es_US';
import account from './catalogues/es-US/account.json';
import app from './catalogues/es-US/app.json';
import assessment from './catalogues/es-US/assessment.json';
import careLog from './catalogues/es-US/careLog.json';
import circle from './catalogues/es-US/circle.json';
import coach from './catalogues/es-US/coach.json';
import eligibility from './catalogues/es-US/eligibility.json';
import home from './catalogues/es-US/home.json';
import common from './catalogues/es-US/common.json';
import notifications from './catalogues/es-US/notifications.json';
import onboarding from './catalogues/es-US/onboarding.json';
import profile from './catalogues/es-US/profile.json';
import refusals from './catalogues/es-US/refusals.json';
import resources from './catalogues/es-US/resources.json';
import coachSafety from './catalogues/es-US/coachSafety.json';
import settings from './catalogues/es-US/settings.json';
import passwordReset from './catalogues/es-US/passwordReset.json';
import emailChange from './catalogues/es-US/emailChange.json';
import unsubscribe from './catalogues/es-US/unsubscribe.json';
import support from './catalogues/es-US/support.json';
import admin from './catalogues/es-US/admin.json';
import medications from './catalogues/es-US/medications.json';
import type { Catalogue } from './catalogue';

export const spanish: Catalogue = {
  messages: {
    ...app,
    ...account,
    ...assessment,
    ...careLog,
    ...circle,
    ...coach,
    ...eligibility,
    ...home,
    ...common,
    ...notifications,
    ...onboarding,
    ...profile,
    ...refusals,
    ...resources,
    ...coachSafety,
    ...settings,
    ...passwordReset,
    ...emailChange,
    ...unsubscribe,
    ...support,
    ...admin,
    ...medications,
  },
  antd,
};

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A caregiver's profile. Created at registration (which brings the e-mail, so an unsubscribe link
 * finds its account, and the dates the agreements were given at sign-up) and filled in by onboarding.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id').primaryKey(),
    /** Null only until the registration event arrives (a profile saved first is kept). */
    email: text('email'),
    firstName: text('first_name'),
    name: text('name').notNull().default(''),
    location: text('location'),
    phoneNumber: text('phone_number'),
    isOnboardingComplete: boolean('is_onboarding_complete').notNull().default(false),
    onboardingCompletedAt: at('onboarding_completed_at'),
    agreedToTermsAt: at('agreed_to_terms_at'),
    agreedToPrivacyAt: at('agreed_to_privacy_at'),
    consentedToDataUsageAt: at('consented_to_data_usage_at'),
    careCoachAvatar: text('care_coach_avatar').notNull().default('default'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_email_key').on(t.email)],
);

export const careRecipients = pgTable(
  'care_recipients',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    conditions: text('conditions').array().notNull(),
    insuranceType: text('insurance_type'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('care_recipients_user_idx').on(t.userId, t.createdAt)],
);

export const communicationSettings = pgTable('communication_settings', {
  userId: uuid('user_id').primaryKey(),
  emailNotifications: boolean('email_notifications').notNull(),
  smsNotifications: boolean('sms_notifications').notNull(),
  pushNotifications: boolean('push_notifications').notNull(),
  tipNotifications: boolean('tip_notifications').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One result per caregiver and program, computed here from the answers it was given. */
export const eligibilityResults = pgTable(
  'eligibility_results',
  {
    userId: uuid('user_id').notNull(),
    programType: text('program_type').notNull(),
    eligibilityScore: integer('eligibility_score').notNull(),
    status: text('status').notNull().default('assessed'),
    answers: jsonb('answers').notNull(),
    /** The answers in a canonical form: the same answers again change nothing. */
    answersKey: text('answers_key').notNull(),
    assessedAt: at('assessed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.programType] })],
);

/** Addresses that used an unsubscribe link, with or without an account: the second use changes nothing. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    email: text('email').notNull(),
    scope: text('scope', { enum: ['all', 'tips', 'updates'] }).notNull(),
    userId: uuid('user_id'),
    unsubscribedAt: at('unsubscribed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.scope] }),
    index('email_unsubscribes_user_idx').on(t.userId),
  ],
);

import { z } from 'zod';
import { IsoTimestamp, PageCursor, pageLimit, UserId } from '../common/primitives';
import {
  APPROVAL_STATUSES,
  JOB_STATUSES,
  JOB_TRIGGERS,
  SOURCE_AUDIT_ACTIONS,
} from './discovery.rules';
import { MAX_PATTERNS, patternProblem, splitPatternLines } from './url-patterns';

export const CRAWL_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type CrawlFrequency = (typeof CRAWL_FREQUENCIES)[number];

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please use at most ${max} characters` });

const urlMessage = 'Valid URL is required';
export const SourceUrl = z
  .string({ error: urlMessage })
  .trim()
  .max(2000, { error: urlMessage })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { error: urlMessage },
  );

/** Multi-line text or a list; one pattern per line, trimmed, empty lines dropped, each checked. */
export const PatternList = z
  .union([z.string(), z.array(z.string())], { error: 'Patterns must be text, one per line' })
  .optional()
  .transform((value) => splitPatternLines(value))
  .superRefine((lines, ctx) => {
    if (lines.length > MAX_PATTERNS)
      ctx.addIssue({ code: 'custom', message: `Please use at most ${MAX_PATTERNS} patterns` });
    for (const line of lines) {
      const problem = patternProblem(line);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  });

const depthMessage = 'Crawl depth must be a number from 1 to 5';
const optionalNotes = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(5000, { error: 'Please keep notes under 5000 characters' })
  .nullish()
  .transform((value) => (value ? value : null));

/** `POST /api/discovery/sources` (docs/product-spec.md section 5, Content source form). */
export const ContentSourceBody = z.object({
  name: requiredText('Name is required', 200),
  baseUrl: SourceUrl,
  category: requiredText('Category is required', 100),
  crawlDepth: z.coerce
    .number({ error: depthMessage })
    .int({ error: depthMessage })
    .min(1, { error: depthMessage })
    .max(5, { error: depthMessage })
    .default(2),
  crawlFrequency: z
    .enum(CRAWL_FREQUENCIES, { error: 'Crawl frequency must be daily, weekly or monthly' })
    .default('weekly'),
  allowedPatterns: PatternList,
  blockedPatterns: PatternList,
  robotsTxtCompliant: z
    .boolean({ error: 'robotsTxtCompliant must be true or false' })
    .default(false),
  tosReviewed: z.boolean({ error: 'tosReviewed must be true or false' }).default(false),
  legalReviewNotes: optionalNotes,
});
export type ContentSourceBody = z.input<typeof ContentSourceBody>;
export type ContentSourceInput = z.infer<typeof ContentSourceBody>;

/** Editing a source: any of the form's fields; what is left out stays as it was. */
export const UpdateContentSourceBody = z
  .object({
    name: ContentSourceBody.shape.name,
    baseUrl: ContentSourceBody.shape.baseUrl,
    category: ContentSourceBody.shape.category,
    crawlDepth: ContentSourceBody.shape.crawlDepth.unwrap(),
    crawlFrequency: ContentSourceBody.shape.crawlFrequency.unwrap(),
    allowedPatterns: PatternList,
    blockedPatterns: PatternList,
    robotsTxtCompliant: z.boolean({ error: 'robotsTxtCompliant must be true or false' }),
    tosReviewed: z.boolean({ error: 'tosReviewed must be true or false' }),
    legalReviewNotes: optionalNotes,
  })
  .partial();
export type UpdateContentSourceBody = z.input<typeof UpdateContentSourceBody>;

export const ApproveSourceBody = z.object({ legalNotes: optionalNotes });
export const EmergencyStopBody = z.object({
  reason: requiredText('A reason is required for an emergency stop', 5000),
});
export const RejectSourceBody = z.object({
  notes: requiredText('Notes are required to reject a source', 5000),
});

export const ContentSource = z.object({
  id: z.uuid(),
  name: z.string(),
  baseUrl: z.string(),
  category: z.string(),
  crawlDepth: z.number().int(),
  crawlFrequency: z.enum(CRAWL_FREQUENCIES),
  allowedPatterns: z.array(z.string()),
  blockedPatterns: z.array(z.string()),
  robotsTxtCompliant: z.boolean(),
  tosReviewed: z.boolean(),
  legalReviewNotes: z.string().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  isActive: z.boolean(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
  documentCount: z.number().int(),
});
export type ContentSource = z.infer<typeof ContentSource>;

export const SourceAuditEntry = z.object({
  id: z.uuid(),
  sourceId: z.uuid(),
  action: z.enum(SOURCE_AUDIT_ACTIONS),
  fromStatus: z.enum(APPROVAL_STATUSES).nullable(),
  toStatus: z.enum(APPROVAL_STATUSES),
  actorId: UserId.nullable(),
  actorEmail: z.string().nullable(),
  notes: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  at: IsoTimestamp,
});
export type SourceAuditEntry = z.infer<typeof SourceAuditEntry>;

const Count = z.number().int().nonnegative();
export const DiscoveryJob = z.object({
  id: z.uuid(),
  sourceId: z.uuid(),
  sourceName: z.string(),
  status: z.enum(JOB_STATUSES),
  trigger: z.enum(JOB_TRIGGERS),
  urlsDiscovered: Count,
  urlsProcessed: Count,
  urlsSucceeded: Count,
  progressPercent: z.number().int().min(0).max(100),
  successRate: z.number().int().min(0).max(100),
  skipped: z.object({
    robots: Count,
    pattern: Count,
    depth: Count,
    offSite: Count,
    duplicate: Count,
  }),
  documentsPublished: Count,
  documentsRemoved: Count,
  errors: z.array(z.object({ url: z.string(), message: z.string() })),
  error: z.string().nullable(),
  attempts: Count,
  createdAt: IsoTimestamp,
  startedAt: IsoTimestamp.nullable(),
  finishedAt: IsoTimestamp.nullable(),
});
export type DiscoveryJob = z.infer<typeof DiscoveryJob>;

export const JobsQuery = z.object({
  sourceId: z.uuid({ error: 'sourceId must be a source id' }).optional(),
  status: z.enum(JOB_STATUSES, { error: 'Unknown job status' }).optional(),
  limit: pageLimit(200, 50),
});

/** One page of a paged list: `nextCursor` is null on the last page. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/**
 * `GET /api/discovery/sources/paged?q=&status=&cursor=&limit=`: newest first. `q` matches the
 * name or the base URL, ignoring case. The spec's `GET /api/discovery/sources` keeps its array.
 */
export const SourcesPageQuery = z.object({
  q: z
    .string({ error: 'Search text must be text' })
    .trim()
    .max(200, { error: 'Search text can be at most 200 characters' })
    .optional(),
  status: z
    .enum(APPROVAL_STATUSES, {
      error: `Status must be one of ${APPROVAL_STATUSES.join(', ')}`,
    })
    .optional(),
  cursor: PageCursor.optional(),
  limit: pageLimit(200, 50),
});
export type SourcesPageQuery = z.infer<typeof SourcesPageQuery>;
export const SourcesPage = pageOf(ContentSource);
export type SourcesPage = z.infer<typeof SourcesPage>;

/** `GET /api/discovery/jobs/paged?status=&sourceId=&cursor=&limit=`: newest first. */
export const JobsPageQuery = JobsQuery.extend({ cursor: PageCursor.optional() });
export type JobsPageQuery = z.infer<typeof JobsPageQuery>;
export const JobsPage = pageOf(DiscoveryJob);
export type JobsPage = z.infer<typeof JobsPage>;

export const PreflightReport = z.object({
  sourceId: z.uuid(),
  baseUrl: z.string(),
  userAgent: z.string(),
  robots: z.object({
    url: z.string(),
    found: z.boolean(),
    /** HTTP status, or null when it could not be fetched at all. */
    status: z.number().int().nullable(),
    baseUrlAllowed: z.boolean(),
    allow: z.array(z.string()),
    disallow: z.array(z.string()),
    crawlDelaySeconds: z.number().nullable(),
    sitemaps: z.array(z.string()),
  }),
  sitemap: z.object({
    urls: z.array(z.string()),
    urlCount: z.number().int(),
    inScopeUrlCount: z.number().int(),
  }),
  baseUrlLinks: z.number().int(),
  estimatedPages: z.number().int(),
  estimateBasis: z.string(),
  problems: z.array(z.string()),
});
export type PreflightReport = z.infer<typeof PreflightReport>;

export const ResourcesQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, { error: 'Please keep the search under 200 characters' })
    .optional(),
  category: z.string().trim().max(100).optional(),
});

export const ResourceDocument = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  excerpt: z.string(),
  sourceName: z.string(),
  language: z.string(),
  publishedAt: IsoTimestamp,
});
export const ResourcesResult = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ category: z.string(), documents: z.array(ResourceDocument) })),
});
export type ResourcesResult = z.infer<typeof ResourcesResult>;

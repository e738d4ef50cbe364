import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, timestamps, updatedAt, uuidPrimaryKey } from './columns.ts';
import { profiles } from './profiles.ts';

export const guides = pgTable(
  'guides',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorId: text('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    thumbnailUrl: text('thumbnail_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('guides_status_created_idx').on(t.status, t.createdAt.desc()),
    index('guides_author_idx').on(t.authorId),
    index('guides_tags_gin_idx').using('gin', t.tags),
    // The quick search matches approved guides' titles by case-insensitive substring.
    index('guides_approved_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .where(sql`${t.status} = 'approved'`),
    check('guides_status_valid', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

export const officialContent = pgTable(
  'official_content',
  {
    id: uuidPrimaryKey(),
    type: text('type', { enum: ['news', 'updates', 'events'] }).notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    content: text('content'),
    imageUrl: text('image_url'),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('official_content_type_slug_uq').on(t.type, t.slug),
    index('official_content_type_publish_idx').on(t.type, t.publishDate.desc()),
    index('official_content_publish_idx').on(t.publishDate.desc()),
    check('official_content_type_valid', sql`${t.type} in ('news','updates','events')`),
  ],
);

export const pageContent = pgTable('page_content', {
  id: uuidPrimaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  imageUrl: text('image_url'),
  updatedAt: updatedAt(),
});

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: uuidPrimaryKey(),
    code: text('code').notNull().unique(),
    description: text('description'),
    rewards: text('rewards').notNull(),
    expiresAt: date('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('redeem_codes_active_created_idx').on(t.isActive, t.createdAt.desc()),
    // Codes are typed by players, who do not mind case: ABC and abc are the same code.
    uniqueIndex('redeem_codes_code_lower_uq').on(sql`lower(${t.code})`),
  ],
);

export const CONTACT_CATEGORIES = [
  'suggestions',
  'misconduct',
  'technical',
  'affiliation',
  'general',
] as const;

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull().default('general'),
    status: text('status', { enum: ['unread', 'read'] })
      .notNull()
      .default('unread'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    check(
      'contact_messages_category_valid',
      sql`${t.category} in ('suggestions','misconduct','technical','affiliation','general')`,
    ),
    check('contact_messages_status_valid', sql`${t.status} in ('unread','read')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded and generated images, content-addressed by the SHA-256 of their bytes. */
export const media = pgTable('media', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width'),
  height: integer('height'),
  uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt } from './columns.ts';

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

/**
 * The WebP picture drawn from a stored SVG, kept once it is first asked for: browsers paint a
 * bitmap off the page's main thread, where an SVG is drawn on it.
 */
export const mediaRenditions = pgTable('media_renditions', {
  hash: text('hash')
    .primaryKey()
    .references(() => media.hash, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

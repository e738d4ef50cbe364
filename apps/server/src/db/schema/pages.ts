import { pgTable, text } from 'drizzle-orm/pg-core';
import { editVersion, updatedAt, uuidPrimaryKey } from './columns.ts';

export const pageContent = pgTable('page_content', {
  id: uuidPrimaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  imageUrl: text('image_url'),
  version: editVersion(),
  updatedAt: updatedAt(),
});

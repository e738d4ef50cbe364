import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create; the embedded database must load them (PostgreSQL ships them in contrib). */
export const PGLITE_EXTENSIONS = { pg_trgm };

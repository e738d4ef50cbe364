export * from './auth.ts';
export * from './content.ts';
export * from './game-database.ts';
export * from './heroes.ts';
export * from './outfits.ts';
export * from './profiles.ts';
export * from './teams.ts';
export * from './write-limits.ts';

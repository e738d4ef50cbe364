/** A demo hero's texts in one language: its description and each skill's name and description, in order. */
export type HeroTextsSeed = { description: string; skills: [name: string, description: string][] };

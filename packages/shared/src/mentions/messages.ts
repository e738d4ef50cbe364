/** Texts of linked names and their preview cards. */
export const MENTION_MESSAGES = {
  queryRequired: 'Type a name to look up',
  queryTooLong: 'Names are at most 60 characters',
  openPage: (name: string) => `Open ${name}`,
  noSuggestions: 'No hero, item or outfit by that name',
  suggestionsLabel: 'Names to link',
  editorHint:
    'Type @ and the start of a name to add a hero, database entry or outfit. Names written in full link to their pages.',
} as const;

import type { FlashEventName } from './schedule.ts';

/** One line on what each event type is, shown on the schedule page and in the calendar feed. */
export const FLASH_EVENT_DESCRIPTIONS: Record<FlashEventName, string> = {
  'Trivia Quiz': 'Answer questions about the realm against the clock; every right answer earns coins.',
  'Guild Bonfire': 'Gather round your guild’s fire to share a toast and collect warmth bonuses.',
  'Guild Trial': 'Your guild takes on a boss together; damage adds up for shared rewards.',
  'Guild Coliseum': 'Guilds meet in the arena in rounds of team battles for the weekly crown.',
  Banquet: 'A feast in the great hall: join a table, bring a dish and leave with stamina.',
  'Fond Dream': 'A midnight dreamscape where your heroes recall old memories for keepsakes.',
  'Pageant Preliminary': 'Dress your character for the first round; votes pick the finalists.',
  'Pageant Final': 'The finalists take the stage and the whole server votes for the winner.',
  'Cascade Manor': 'Explore the manor’s rooms floor by floor before the waterfall resets them.',
  'Aura Realm': 'A short realm run where your team’s auras grow stronger with each wave.',
  'Silk Road': 'Escort a caravan between markets and trade along the way for rare cloth.',
  'Wondrous Talents': 'Show off a talent in a quick mini-game; top scores win tokens.',
  'Flower Fete': 'Plant and trade blossoms in the garden square for festival favours.',
  'Ride Along': 'Join a mounted parade across the capital and pick up gifts on the route.',
  'Nightmare Trace': 'Follow a trail of bad dreams through the dark and clear them for relics.',
  'Atlas Tower': 'Climb as many tower floors as you can before the gate closes.',
  'Team Competition': 'Teams of five face off in a bracket; each win moves you up the board.',
};

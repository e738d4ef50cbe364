/** The in-game events that recur every week, with the colour each is shown in. */
export const FLASH_EVENT_TYPES = {
  'Trivia Quiz': '#3b82f6',
  'Guild Bonfire': '#f97316',
  'Guild Trial': '#ef4444',
  'Guild Coliseum': '#b91c1c',
  Banquet: '#eab308',
  'Fond Dream': '#a855f7',
  'Pageant Preliminary': '#ec4899',
  'Pageant Final': '#db2777',
  'Cascade Manor': '#14b8a6',
  'Aura Realm': '#6366f1',
  'Silk Road': '#d97706',
  'Wondrous Talents': '#22c55e',
  'Flower Fete': '#f472b6',
  'Ride Along': '#0ea5e9',
  'Nightmare Trace': '#64748b',
  'Atlas Tower': '#84cc16',
  'Team Competition': '#8b5cf6',
} as const;
export type FlashEventName = keyof typeof FLASH_EVENT_TYPES;

/** One weekly occurrence: day of the week (0 Sunday to 6 Saturday) and clock time (HH:MM, 24 h). */
export type FlashEvent = { name: FlashEventName; dayOfWeek: number; time: string; color: string };

// Every day has the quiz, the banquets and one of two 12:30 events; the rest vary by day.
const DAILY: ReadonlyArray<[FlashEventName, string]> = [
  ['Trivia Quiz', '12:00'],
  ['Trivia Quiz', '18:30'],
  ['Banquet', '13:00'],
  ['Banquet', '18:00'],
  ['Banquet', '21:30'],
];
const BY_DAY: ReadonlyArray<ReadonlyArray<[FlashEventName, string]>> = [
  // Sunday
  [
    ['Wondrous Talents', '12:30'],
    ['Ride Along', '18:05'],
    ['Pageant Final', '20:00'],
  ],
  // Monday
  [
    ['Guild Trial', '05:00'],
    ['Cascade Manor', '08:00'],
    ['Pageant Preliminary', '09:00'],
    ['Flower Fete', '12:30'],
    ['Guild Bonfire', '21:00'],
  ],
  // Tuesday
  [
    ['Fond Dream', '00:00'],
    ['Wondrous Talents', '12:30'],
    ['Atlas Tower', '20:00'],
  ],
  // Wednesday
  [
    ['Flower Fete', '12:30'],
    ['Nightmare Trace', '19:00'],
    ['Pageant Final', '20:00'],
  ],
  // Thursday
  [
    ['Cascade Manor', '08:00'],
    ['Wondrous Talents', '12:30'],
    ['Team Competition', '19:50'],
  ],
  // Friday
  [
    ['Fond Dream', '00:00'],
    ['Pageant Preliminary', '09:00'],
    ['Flower Fete', '12:30'],
    ['Guild Bonfire', '21:00'],
  ],
  // Saturday
  [
    ['Aura Realm', '10:00'],
    ['Silk Road', '11:00'],
    ['Wondrous Talents', '12:30'],
    ['Guild Coliseum', '20:00'],
  ],
];

/**
 * The whole week, each day's events in time order. Zero-padded `HH:MM` times sort as plain strings
 * (no locale collation, whose first use costs a browser about 15 ms as the page starts).
 */
export const FLASH_EVENTS: readonly FlashEvent[] = BY_DAY.flatMap((own, dayOfWeek) =>
  [...DAILY, ...own]
    .map(([name, time]) => ({ name, dayOfWeek, time, color: FLASH_EVENT_TYPES[name] }))
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0)),
);

/** Day names, index 0 Sunday. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

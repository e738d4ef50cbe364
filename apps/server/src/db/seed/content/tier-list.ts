import type { HeroClass } from '@haven/shared/heroes/constants';

export type GameModeSeed = {
  name: string;
  description: string;
  /** The class the editors favour in this mode: its heroes rank a little higher. */
  favours: HeroClass;
  /** The editors' change notes, oldest first. */
  notes: string[];
};

/** The tier list's demo modes, named after the game's own activities; descriptions are original. */
export const GAME_MODE_SEEDS: GameModeSeed[] = [
  {
    name: 'Guild Coliseum',
    description: 'Guild against guild in timed arena rounds, where a front line that holds decides the day.',
    favours: 'Guard',
    notes: [
      'First ranking for the Coliseum, built from a month of guild rounds.',
      'Raised the heavy shields after the last season favoured long fights.',
    ],
  },
  {
    name: 'Atlas Tower',
    description: 'A climb floor by floor against set enemy teams, rewarding strong opening bursts.',
    favours: 'Scholar',
    notes: ['First ranking for the Tower, judged on the floors past forty.'],
  },
  {
    name: 'Nightmare Trace',
    description: 'Long boss fights against a single foe, where steady healing outlasts raw damage.',
    favours: 'Doctor',
    notes: [
      'First ranking for the Trace, from clears of the current boss rotation.',
      'Moved the healers up a step now that the bosses hit harder each phase.',
    ],
  },
  {
    name: 'Team Competition',
    description: 'Five against five with teams from across the server, where balance and buffs win out.',
    favours: 'Gourmet',
    notes: ['First ranking for Team Competition, weighted toward well-rounded teams.'],
  },
];

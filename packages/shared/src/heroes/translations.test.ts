import { describe, expect, it } from 'vitest';
import { translateHero, translateReview } from './translations.ts';

const hero = {
  description: 'A steady shield.',
  skills: [{ name: 'Oathwall', description: 'Raises a barrier.', type: 'Active', cooldown: 3 }],
  buildNotes: '',
};

describe('translateHero', () => {
  it('leaves English as it is and marks nothing', () => {
    expect(translateHero(hero, 'en', { description: 'Un escudo firme.' })).toEqual({
      ...hero,
      untranslated: [],
    });
  });

  it('takes each written field and falls back field by field, marking what fell back but not blank English', () => {
    const spanish = translateHero(hero, 'es', { skills: [{ name: 'Muro', description: '  ' }] });
    expect(spanish.description).toBe('A steady shield.');
    expect(spanish.skills[0]).toEqual({ ...hero.skills[0], name: 'Muro' });
    expect(spanish.untranslated).toEqual(['description', 'skills.0.description']);
  });

  it('shows a translation even where the English field is blank', () => {
    expect(translateHero(hero, 'pt-BR', { buildNotes: '<p>Notas</p>' }).buildNotes).toBe('<p>Notas</p>');
  });
});

describe('translateReview', () => {
  it('treats a list as translated only when it has points', () => {
    const review = { verdict: 'Great.', overview: '', strengths: ['Fast'], weaknesses: ['Frail'] };
    const result = translateReview(review, 'es', { strengths: [], weaknesses: ['Frágil'] });
    expect(result).toEqual({ ...review, weaknesses: ['Frágil'], untranslated: ['verdict', 'strengths'] });
  });
});

import type { Timeline } from '@haven/shared/banners/schemas';
import type { Statistics } from '@haven/shared/statistics/schemas';
import { parseFeed } from 'htmlparser2';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildHero, buildOfficialContent, buildRedeemCode } from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin } = useMemberAndAdmin(t);

async function createBanner(name: string, startsAt: string, endsAt: string) {
  const hero = await buildHero(t.db);
  const response = await injectAs(t.app, admin.cookie, {
    method: 'POST',
    url: '/api/admin/banners',
    payload: {
      name,
      type: 'limited',
      startsAt,
      endsAt,
      advice: 'consider',
      adviceReason: 'Good for healers.',
      featured: [{ heroId: hero.id }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { hero, banner: response.json<{ slug: string }>() };
}

describe('feeds', () => {
  it('the calendar feed holds banners and dated official events at their instants, beside the weekly schedule', async () => {
    await createBanner('Calendar Banner', '2026-12-01T09:00:00Z', '2026-12-15T09:00:00Z');
    const event = await buildOfficialContent(t.db, {
      type: 'events',
      title: 'Winter Festival',
      startsAt: new Date('2026-12-20T00:00:00Z'),
      endsAt: new Date('2026-12-27T00:00:00Z'),
    });
    const response = await t.app.inject({ url: '/api/flash-events.ics' });
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const banner = events.find((e) => e.summary === 'Calendar Banner');
    expect(banner?.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(banner?.endDate.toJSDate().toISOString()).toBe('2026-12-15T09:00:00.000Z');
    const festival = events.find((e) => e.summary === event.title);
    expect(festival?.startDate.toJSDate().toISOString()).toBe('2026-12-20T00:00:00.000Z');
    expect(events.some((e) => e.isRecurring())).toBe(true);
  });

  it('Atom feeds of banners, official posts and new codes parse as Atom with their entries and links', async () => {
    const { banner } = await createBanner('Atom Banner', '2026-10-01T09:00:00Z', '2026-10-15T09:00:00Z');
    const post = await buildOfficialContent(t.db, { type: 'news', title: 'Atom News' });
    const code = await buildRedeemCode(t.db);
    for (const [name, title, link] of [
      ['banners', 'Atom Banner', `/banners/${banner.slug}`],
      ['news', 'Atom News', `/official-news/${post.slug}`],
      ['codes', `New code: ${code.code}`, '/redeem-codes'],
    ] as const) {
      const response = await t.app.inject({ url: `/feeds/${name}.xml` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(response.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
      const feed = parseFeed(response.body, { xmlMode: true });
      expect(feed?.type).toBe('atom');
      expect(feed?.id).toMatch(new RegExp(`/feeds/${name}\\.xml$`));
      expect(feed?.updated).toBeInstanceOf(Date);
      const entry = feed?.items.find((item) => item.title === title);
      expect(entry?.link).toMatch(new RegExp(`${link.replace(/[/.]/g, '\\$&')}$`));
      expect(entry?.id).toBeTruthy();
      expect(entry?.pubDate).toBeInstanceOf(Date);
    }
  });

  it('an Atom feed asked in Spanish has Spanish labels and links under /es; English stays as it was', async () => {
    const { banner } = await createBanner('Spanish Banner', '2026-08-01T09:00:00Z', '2026-08-15T09:00:00Z');
    const code = await buildRedeemCode(t.db);
    const banners = parseFeed((await t.app.inject({ url: '/feeds/banners.xml?lang=es' })).body, {
      xmlMode: true,
    });
    expect(banners?.title).toBe('Banners · Heroes Haven');
    const entry = banners?.items.find((item) => item.title === 'Spanish Banner');
    expect(entry?.link).toBe(`${t.config.publicUrl}/es/banners/${banner.slug}`);
    expect(entry?.description).toMatch(/^Banner limitado con .+\. Consejo: Pensarlo\.$/);
    const codes = parseFeed((await t.app.inject({ url: '/feeds/codes.xml?lang=pt-BR' })).body, {
      xmlMode: true,
    });
    expect(codes?.title).toBe('Códigos de resgate · Heroes Haven');
    expect(codes?.items.some((item) => item.title === `Código novo: ${code.code}`)).toBe(true);
    const english = parseFeed((await t.app.inject({ url: '/feeds/banners.xml?lang=xx' })).body, {
      xmlMode: true,
    });
    expect(english?.title).toBe('Banners · Heroes Haven');
    expect(english?.items.find((item) => item.title === 'Spanish Banner')?.description).toMatch(
      /^Limited banner featuring .+\. Advice: Consider\.$/,
    );
  });

  it('the calendar feed asked in Portuguese names itself, describes events and links pages in Portuguese', async () => {
    const { banner } = await createBanner(
      'Portuguese Banner',
      '2026-07-01T09:00:00Z',
      '2026-07-15T09:00:00Z',
    );
    const read = async (url: string) => {
      const calendar = new ICAL.Component(ICAL.parse((await t.app.inject({ url })).body));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
    };
    const portuguese = await read('/api/flash-events.ics?lang=pt-BR');
    expect(portuguese.name).toBe('Eventos relâmpago do Heroes Haven');
    expect(portuguese.events.find((e) => e.summary === 'Atlas Tower')?.description).toBe(
      'Suba quantos andares da torre conseguir antes que o portão se feche.',
    );
    const bannerEvent = portuguese.events.find((e) => e.summary === 'Portuguese Banner');
    expect(bannerEvent?.description).toMatch(/^Banner limitado com .*\. Conselho: Pensar\.$/);
    expect(bannerEvent?.component.getFirstPropertyValue('url')).toBe(
      `${t.config.publicUrl}/pt-br/banners/${banner.slug}`,
    );
    const english = await read('/api/flash-events.ics');
    expect(english.name).toBe('Heroes Haven flash events');
    expect(english.events.find((e) => e.summary === 'Atlas Tower')?.description).toBe(
      'Climb as many tower floors as you can before the gate closes.',
    );
  });

  it('the sitemaps list /banners, /timeline and every banner page', async () => {
    const { banner } = await createBanner('Sitemap Banner', '2026-09-01T09:00:00Z', '2026-09-15T09:00:00Z');
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain('/sitemaps/banners.xml</loc>');
    const pages = (await t.app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain('/banners</loc>');
    expect(pages).toContain('/timeline</loc>');
    expect((await t.app.inject({ url: '/sitemaps/banners.xml' })).body).toContain(
      `/banners/${banner.slug}</loc>`,
    );
  });

  it('the statistics count each hero’s banners and the days since the last one ended', async () => {
    const hero = await buildHero(t.db);
    const day = 86_400_000;
    for (const [name, startDaysAgo, endDaysAgo] of [
      ['Stats Banner One', 60, 46],
      ['Stats Banner Two', 24, 10],
    ] as const) {
      const response = await injectAs(t.app, admin.cookie, {
        method: 'POST',
        url: '/api/admin/banners',
        payload: {
          name,
          type: 'rerun',
          startsAt: new Date(Date.now() - startDaysAgo * day).toISOString(),
          endsAt: new Date(Date.now() - endDaysAgo * day - 60_000).toISOString(),
          advice: 'skip',
          adviceReason: 'Outclassed.',
          featured: [{ heroId: hero.id }],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const stats = (await t.app.inject({ url: '/api/statistics' })).json<Statistics>();
    expect(stats.bannersPerHero.find((row) => row.slug === hero.slug)).toEqual({
      name: hero.name,
      slug: hero.slug,
      count: 2,
      daysSinceLast: 10,
    });
  });

  it('the timeline answers the banners and dated events overlapping its days', async () => {
    await createBanner('Timeline Banner', '2027-03-30T12:00:00Z', '2027-04-02T12:00:00Z');
    const inside = (
      await t.app.inject({ url: '/api/timeline?from=2027-04-01&to=2027-04-30' })
    ).json<Timeline>();
    expect(inside.items.map((item) => item.title)).toContain('Timeline Banner');
    const after = (
      await t.app.inject({ url: '/api/timeline?from=2027-04-03&to=2027-04-30' })
    ).json<Timeline>();
    expect(after.items.map((item) => item.title)).not.toContain('Timeline Banner');
    const tooLong = await t.app.inject({ url: '/api/timeline?from=2027-01-01&to=2027-06-30' });
    expect(tooLong.statusCode).toBe(400);
  });
});

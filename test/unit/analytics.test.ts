// The dashboard's analytics: buckets, the efficiency score, pest types (the pest the consultant identified, in the
// spec's groups) with the top 4 plus Other, recent activities, and the analytics of a known set of threads.
import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, emptyAnalytics, PEST_GROUPS, usageReportCsv } from '../../functions/contracts/analytics';
import { PEST_SLUGS, type PestSlug } from '../../functions/knowledge/slugs';
import {
  addMessages,
  analyze,
  efficiencyScore,
  newThreadStats,
  pestDistribution,
  pestGroupOf,
  pestTypeOf,
  quarterOf,
  rangeBuckets,
  type MessageInput,
  type ThreadInput,
} from '../../functions/lib/monitoring/analytics';

/** A message, and the pest the consultant identified in its exchange (if any). */
type Message = MessageInput & { threadId: string; pest?: PestSlug };

/** Threads with the counts their messages leave on them, as lib/chat keeps them while the messages are added. */
function withStats(threads: Array<Omit<ThreadInput, 'stats'>>, messages: Message[]): ThreadInput[] {
  return threads.map((t) => ({
    ...t,
    stats: messages
      .filter((m) => m.threadId === t.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .reduce((stats, m) => addMessages(stats, [m], m.pest), newThreadStats()),
  }));
}

const MINUTE = 60_000;
const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const DAY = 24 * 60 * MINUTE;

describe('tokens per day (the Token History)', () => {
  it("counts each exchange's charge on the day of its answer, in the viewer's time zone; threads saved before count none", () => {
    const exchange = (at: string, reply: string): MessageInput[] => [
      { role: 'user', content: 'q', createdAt: at },
      { role: 'assistant', content: 'r', createdAt: reply },
    ];
    let stats = addMessages(newThreadStats(), exchange(ago(DAY + 5 * MINUTE), ago(DAY + 4 * MINUTE)), undefined, 900);
    stats = addMessages(stats, exchange(ago(3 * MINUTE), ago(2 * MINUTE)), undefined, 1200);
    stats = addMessages(stats, exchange(ago(MINUTE), ago(MINUTE - 1)), undefined, 300);
    // A thread whose counts predate tokens: its quarters have none.
    const older = addMessages(newThreadStats(), exchange(ago(2 * MINUTE), ago(MINUTE)));
    const threads: ThreadInput[] = [
      { id: 't', title: 'Ants', createdAt: ago(2 * DAY), lastMessageAt: ago(0), stats },
      { id: 'o', title: 'Older', createdAt: ago(2 * DAY), lastMessageAt: ago(0), stats: older },
    ];
    const a = analyze(threads, { range: 'week', now: NOW, utcOffset: 0 });
    expect(a.daily.map((d) => d.tokens)).toEqual([0, 0, 0, 0, 0, 900, 1500]);
    expect(a.daily.map((d) => d.messages)).toEqual([0, 0, 0, 0, 0, 2, 6]);
    expect(a.usage).toEqual(a.daily);
  });
});

describe('the efficiency score', () => {
  it('is 85 without any assistant reply', () => {
    expect(efficiencyScore(0, 0)).toBe(85);
  });
  it('is 95 minus 2 per average minute of reply delay, rounded', () => {
    expect(efficiencyScore(1, 0)).toBe(95);
    expect(efficiencyScore(2, 4 * MINUTE)).toBe(91);
    expect(efficiencyScore(1, 1.25 * MINUTE)).toBe(93); // 92.5 rounds up
    expect(efficiencyScore(1, 0.2 * MINUTE)).toBe(95); // 94.6
  });
  it('is clamped to 65..95', () => {
    expect(efficiencyScore(1, 30 * MINUTE)).toBe(65);
    expect(efficiencyScore(1, -10 * MINUTE)).toBe(95);
  });
  it('counts each assistant reply from the user message just before it, in its own thread, in its quarter hour', () => {
    const messages: Message[] = [
      { threadId: 'a', role: 'user', content: 'q', createdAt: '2026-11-21T11:50:00.000Z' },
      { threadId: 'b', role: 'user', content: 'q', createdAt: '2026-11-21T11:51:00.000Z' },
      { threadId: 'a', role: 'assistant', content: 'r', createdAt: '2026-11-21T11:52:00.000Z' },
      { threadId: 'a', role: 'assistant', content: 'r again', createdAt: '2026-11-21T11:53:00.000Z' },
      { threadId: 'b', role: 'assistant', content: 'r', createdAt: '2026-11-21T11:51:30.000Z' },
    ];
    const [a, b] = withStats(
      ['a', 'b'].map((id) => ({ id, title: 'New Chat', createdAt: ago(DAY), lastMessageAt: ago(0) })),
      messages,
    );
    expect(a!.stats.activity).toEqual({ '2026-11-21T11:45': { messages: 3, replies: 1, replyMs: 2 * MINUTE } });
    expect(b!.stats.activity).toEqual({ '2026-11-21T11:45': { messages: 2, replies: 1, replyMs: 0.5 * MINUTE } });
    expect(a!.stats.last).toEqual({ role: 'assistant', createdAt: '2026-11-21T11:53:00.000Z' });
  });
  it('puts an instant in its UTC quarter hour', () => {
    expect(quarterOf('2026-11-21T11:59:59.999Z')).toBe('2026-11-21T11:45');
    expect(quarterOf('2026-11-21T12:00:00.000Z')).toBe('2026-11-21T12:00');
    expect(quarterOf('1969-12-31T23:59:00.000Z')).toBe('1969-12-31T23:45');
  });
});

describe('the pest types', () => {
  it.each([
    ['ants', 'Ants'],
    ['cockroaches', 'Roaches'],
    ['rodents', 'Rodents'],
    ['mosquitoes', 'Mosquitoes'],
    ['termites', 'Termites'],
    ['bed-bugs', 'Bed Bugs'],
    ['spiders', 'Spiders'],
    ['wasps', 'Wasps'],
  ] as const)('the pest %s is in the group %s', (pest, group) => {
    expect(pestGroupOf(pest)).toBe(group);
    expect(pestTypeOf(pest)).toBe(group);
  });
  it("names the consultant's other pests in the activities, Other in the chart; no pest is General", () => {
    expect(PEST_SLUGS.filter((slug) => !PEST_GROUPS.some((g) => g.pest === slug)).map(pestTypeOf)).toEqual(['Fleas', 'Ticks', 'Flies', 'Silverfish', 'Moths']);
    expect(pestGroupOf('fleas')).toBeUndefined();
    expect(pestTypeOf(undefined)).toBe('General');
  });
  it('keeps the pest the consultant last identified; an exchange that names none leaves it', () => {
    const at = (minute: number) => `2026-11-21T11:${String(minute).padStart(2, '0')}:00.000Z`;
    const exchange = (minute: number): MessageInput[] => [
      { role: 'user', content: 'q', createdAt: at(minute) },
      { role: 'assistant', content: 'r', createdAt: at(minute + 1) },
    ];
    const first = addMessages(newThreadStats(), exchange(0), 'cockroaches');
    expect(first.pest).toBe('cockroaches');
    expect(addMessages(first, exchange(2)).pest).toBe('cockroaches');
    expect(addMessages(first, exchange(2), 'fleas').pest).toBe('fleas');
    expect(newThreadStats().pest).toBeUndefined();
  });
  it('counts a thread under the pest its consultant identified, whatever words its title and questions use', () => {
    const [thread] = withStats(
      [{ id: 't-roaches', title: 'How do I get rid of cockroaches in my kitchen?', createdAt: ago(DAY), lastMessageAt: ago(DAY - 2 * MINUTE) }],
      [
        { threadId: 't-roaches', role: 'user', content: 'How do I get rid of cockroaches in my kitchen?', createdAt: ago(DAY) },
        { threadId: 't-roaches', role: 'assistant', content: 'Likely pest: Cockroaches...', createdAt: ago(DAY - MINUTE), pest: 'cockroaches' },
        { threadId: 't-roaches', role: 'user', content: 'Is ant bait or an ant trap any use? The ants bait I have says ant, ants, ant.', createdAt: ago(DAY - 2 * MINUTE) },
        { threadId: 't-roaches', role: 'assistant', content: 'Ant bait will not...', createdAt: ago(DAY - 2 * MINUTE), pest: 'cockroaches' },
      ],
    );
    const a = analyze([thread!], { range: 'week', now: NOW, utcOffset: 0 });
    expect(a.pestDistribution).toEqual([{ name: 'Roaches', value: 1, color: expect.any(String) }]);
    expect(a.recentActivities.map((r) => r.pestType)).toEqual(['Roaches']);
  });
  it('keeps the top 4 groups and puts the rest and unnamed pests into Other', () => {
    const types = ['Spiders', 'Spiders', 'Spiders', 'Ants', 'Ants', 'Wasps', 'Termites', 'Rodents', undefined];
    expect(pestDistribution(types)).toEqual([
      { name: 'Spiders', value: 3, color: expect.any(String) },
      { name: 'Ants', value: 2, color: expect.any(String) },
      { name: 'Rodents', value: 1, color: expect.any(String) },
      { name: 'Termites', value: 1, color: expect.any(String) },
      { name: 'Other', value: 2, color: expect.any(String) },
    ]);
    expect(pestDistribution(['Ants'])).toEqual([{ name: 'Ants', value: 1, color: expect.any(String) }]);
    expect(pestDistribution([])).toEqual([]);
  });
});

describe('the ranges', () => {
  it('has 7 daily, 6 monthly and 12 monthly buckets ending now', () => {
    const week = rangeBuckets('week', NOW, 0);
    expect(week.map((b) => b.period)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(week[6]).toMatchObject({ label: 'Nov 21', start: new Date('2026-11-21T00:00:00.000Z') });
    expect(rangeBuckets('month', NOW, 0).map((b) => b.period)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    const year = rangeBuckets('year', NOW, 0);
    expect(year).toHaveLength(12);
    expect(year[0]).toMatchObject({ period: '2025-12', label: 'Dec 2025' });
  });
  it("uses the viewer's calendar days", () => {
    const late = new Date('2026-11-21T22:30:00.000Z');
    const riyadh = rangeBuckets('week', late, 180);
    expect(riyadh[6]).toMatchObject({ period: '2026-11-22', start: new Date('2026-11-21T21:00:00.000Z') });
    const newYork = rangeBuckets('week', new Date('2026-11-21T02:00:00.000Z'), -300);
    expect(newYork[6]!.period).toBe('2026-11-20');
  });
  it('reads the query with defaults and refuses an unknown range', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ range: 'week', utcOffset: 0 });
    expect(analyticsQuerySchema.parse({ range: 'year', utcOffset: '-300' })).toEqual({ range: 'year', utcOffset: -300 });
    expect(analyticsQuerySchema.safeParse({ range: 'decade' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ utcOffset: '9999' }).success).toBe(false);
  });
});

describe('the analytics of a known set of threads', () => {
  // Six threads: four this week (ants x2, rodents, a general question), one last month (termites), one last year.
  const list: Array<Omit<ThreadInput, 'stats'>> = [
    { id: 't-ants-1', title: 'Ants in my kitchen', createdAt: ago(1 * DAY), lastMessageAt: ago(1 * DAY - 2 * MINUTE) },
    { id: 't-ants-2', title: 'Trail along the window', createdAt: ago(2 * DAY), lastMessageAt: ago(2 * DAY - 4 * MINUTE) },
    { id: 't-mice', title: 'Scratching in the walls', createdAt: ago(4 * DAY), lastMessageAt: ago(4 * DAY - 1 * MINUTE) },
    { id: 't-general', title: 'Is spraying safe?', createdAt: ago(5 * DAY), lastMessageAt: ago(5 * DAY) },
    { id: 't-termites', title: 'Termite damage', createdAt: ago(40 * DAY), lastMessageAt: ago(40 * DAY - MINUTE) },
    { id: 't-old', title: 'Wasp nest', createdAt: ago(400 * DAY), lastMessageAt: ago(400 * DAY) },
  ];
  const messages: Message[] = [
    { threadId: 't-ants-1', role: 'user', content: 'Ants in my kitchen', createdAt: ago(1 * DAY) },
    { threadId: 't-ants-1', role: 'assistant', content: 'Spiders and mice aside, ants...', createdAt: ago(1 * DAY - 2 * MINUTE), pest: 'ants' },
    { threadId: 't-ants-2', role: 'user', content: 'Tiny ants along the window', createdAt: ago(2 * DAY) },
    { threadId: 't-ants-2', role: 'assistant', content: 'Try...', createdAt: ago(2 * DAY - 4 * MINUTE), pest: 'ants' },
    { threadId: 't-mice', role: 'user', content: 'I think it is mice', createdAt: ago(4 * DAY) },
    { threadId: 't-mice', role: 'assistant', content: 'Mice...', createdAt: ago(4 * DAY - 1 * MINUTE), pest: 'rodents' },
    { threadId: 't-general', role: 'user', content: 'Is spraying safe for pets?', createdAt: ago(5 * DAY) },
    { threadId: 't-termites', role: 'user', content: 'Termites in the deck', createdAt: ago(40 * DAY) },
    { threadId: 't-termites', role: 'assistant', content: 'Termites...', createdAt: ago(40 * DAY - MINUTE), pest: 'termites' },
    { threadId: 't-old', role: 'user', content: 'A wasp nest', createdAt: ago(400 * DAY), pest: 'wasps' },
  ];
  const threads = withStats(list, messages);

  it('over a week', () => {
    const a = analyze(threads, { range: 'week', now: NOW, utcOffset: 0 });
    expect(a.usage.map((p) => p.messages)).toEqual([0, 1, 2, 0, 2, 2, 0]);
    expect(a.daily).toEqual(a.usage);
    expect(a.totalMessages).toBe(7);
    expect(a.totalConversations).toBe(4);
    expect(a.averageMessagesPerConversation).toBe(1.8);
    // replies after 2, 4 and 1 minutes: average 2.33 -> 95 - 4.67 = 90.33
    expect(a.efficiencyScore).toBe(90);
    expect(a.pestDistribution.map((s) => [s.name, s.value])).toEqual([
      ['Ants', 2],
      ['Rodents', 1],
      ['Other', 1],
    ]);
    expect(a.recentActivities).toEqual([
      { date: ago(1 * DAY - 2 * MINUTE), activityType: 'AI Consultation', pestType: 'Ants', status: 'In Progress', threadId: 't-ants-1', title: 'Ants in my kitchen' },
      { date: ago(2 * DAY - 4 * MINUTE), activityType: 'AI Consultation', pestType: 'Ants', status: 'In Progress', threadId: 't-ants-2', title: 'Trail along the window' },
      { date: ago(4 * DAY - 1 * MINUTE), activityType: 'AI Consultation', pestType: 'Rodents', status: 'Resolved', threadId: 't-mice', title: 'Scratching in the walls' },
      { date: ago(5 * DAY), activityType: 'AI Consultation', pestType: 'General', status: 'Resolved', threadId: 't-general', title: 'Is spraying safe?' },
      { date: ago(40 * DAY - MINUTE), activityType: 'AI Consultation', pestType: 'Termites', status: 'Resolved', threadId: 't-termites', title: 'Termite damage' },
    ]);
  });

  it('over 6 months and over a year', () => {
    const month = analyze(threads, { range: 'month', now: NOW, utcOffset: 0 });
    expect(month.usage.map((p) => [p.period, p.messages])).toEqual([
      ['2026-06', 0],
      ['2026-07', 0],
      ['2026-08', 0],
      ['2026-09', 0],
      ['2026-10', 2],
      ['2026-11', 7],
    ]);
    expect(month.totalConversations).toBe(5);
    expect(month.averageMessagesPerConversation).toBe(1.8);
    expect(month.efficiencyScore).toBe(91); // 2, 4, 1 and 1 minutes: 95 - 4 = 91
    expect(month.pestDistribution.map((s) => s.name)).toEqual(['Ants', 'Rodents', 'Termites', 'Other']);
    const year = analyze(threads, { range: 'year', now: NOW, utcOffset: 0 });
    expect(year.usage.reduce((sum, p) => sum + p.messages, 0)).toBe(9);
    expect(year.totalConversations).toBe(5);
  });

  it('with no threads at all', () => {
    const a = analyze([], { range: 'week', now: NOW, utcOffset: 0 });
    expect(a).toMatchObject({
      totalMessages: 0,
      totalConversations: 0,
      averageMessagesPerConversation: 0,
      efficiencyScore: 85,
      pestDistribution: [],
      recentActivities: [],
    });
    expect(a.usage).toHaveLength(7);
  });
});

describe('the dashboard fallbacks', () => {
  it('shows zeroed data with a single No Data slice when analytics fail', () => {
    const empty = emptyAnalytics('month', NOW);
    expect(empty).toMatchObject({ totalConversations: 0, averageMessagesPerConversation: 0, efficiencyScore: 0, usage: [] });
    expect(empty.pestDistribution).toEqual([{ name: 'No Data', value: 1, color: expect.any(String) }]);
  });
  it('writes the usage report as CSV', () => {
    const a = analyze([], { range: 'week', now: NOW, utcOffset: 0 });
    const csv = usageReportCsv(a);
    expect(csv.split('\n')[0]).toBe('Period,Messages');
    expect(csv.split('\n')[1]).toBe('2026-11-15,0');
    expect(csv.trim().split('\n')).toHaveLength(8);
  });
});

describe('analytics from counts in any time zone', () => {
  it("count each message in the viewer's own day and month, exactly as reading every message would", () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 20; round += 1) {
      const utcOffset = Math.round(random() * 104 - 48) * 15;
      const messages: Message[] = Array.from({ length: 200 }, (_, i) => ({
        threadId: `t${i % 9}`,
        role: i % 2 ? 'assistant' : 'user',
        content: 'ants',
        createdAt: new Date(NOW.getTime() - Math.floor(random() * 400 * DAY)).toISOString(),
      }));
      const threads = withStats(
        Array.from({ length: 9 }, (_, i) => ({ id: `t${i}`, title: 'New Chat', createdAt: ago(400 * DAY), lastMessageAt: ago(0) })),
        messages,
      );
      for (const range of ['week', 'month', 'year'] as const) {
        const buckets = rangeBuckets(range, NOW, utcOffset);
        const expected = buckets.map((b, i) => {
          const end = buckets[i + 1]?.start.getTime() ?? Infinity;
          return messages.filter((m) => Date.parse(m.createdAt) >= b.start.getTime() && Date.parse(m.createdAt) < end).length;
        });
        expect(analyze(threads, { range, now: NOW, utcOffset }).usage.map((p) => p.messages), `${range} at ${utcOffset}`).toEqual(expected);
      }
    }
  });
});

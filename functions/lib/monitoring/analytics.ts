// The dashboard's analytics, computed from the counts each of a user's threads keeps as its messages are added:
// usage per day or month, conversation statistics, the efficiency score, pest types (the pest the consultant identified
// in each thread) and recent activities.
import {
  DASHBOARD,
  GENERAL_PEST_TYPE,
  OTHER_PEST_TYPES,
  OTHER_PESTS,
  PEST_GROUPS,
  type Analytics,
  type AnalyticsRange,
  type ChatActivity,
  type PestSlice,
  type UsagePoint,
} from '../../contracts/analytics';
import type { PestSlug } from '../../knowledge/slugs';

/** One message as the thread's counts take it in. */
export interface MessageInput {
  role: string;
  content: string;
  createdAt: string;
}

/** A quarter hour's messages, the assistant replies among them with their summed delay, and the tokens they used. */
export interface QuarterCounts {
  messages: number;
  replies: number;
  replyMs: number;
  /** Kept once an exchange charged tokens (absent from counts saved before tokens were kept). */
  tokens?: number;
}

/**
 * What a thread keeps for the dashboard, updated as its messages are added (lib/chat/chat): counts per UTC quarter hour
 * (every time zone's midnight falls on one, so any viewer's days and months add up exactly), the pest the consultant
 * last identified in it, and its last message (a reply's delay is measured from it).
 */
export interface ThreadStats {
  /** 'YYYY-MM-DDTHH:MM' (UTC, the quarter's start) -> its counts. */
  activity: Record<string, QuarterCounts>;
  /** The pest (its guide) the consultant last identified in the thread; absent until it names one. */
  pest?: PestSlug;
  last: { role: string; createdAt: string } | null;
}

/** A thread as the analytics read it: its own fields and its counts. */
export interface ThreadInput {
  id: string;
  title: string;
  createdAt: string;
  lastMessageAt: string;
  stats: ThreadStats;
}

export interface AnalyticsOptions {
  range: AnalyticsRange;
  now: Date;
  /** The viewer's offset from UTC in minutes, east positive. */
  utcOffset: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Bucket {
  period: string;
  label: string;
  /** The instant the bucket starts. */
  start: Date;
}

/** Calendar days or months ending with the current one, in the viewer's time zone. */
function buckets(unit: 'day' | 'month', count: number, now: Date, utcOffset: number): Bucket[] {
  const local = new Date(now.getTime() + utcOffset * MINUTE_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const midnight = new Date(unit === 'day' ? Date.UTC(y, m, d - back) : Date.UTC(y, m - back, 1));
    const iso = midnight.toISOString();
    const month = MONTHS[midnight.getUTCMonth()];
    return {
      period: unit === 'day' ? iso.slice(0, 10) : iso.slice(0, 7),
      label: unit === 'day' ? `${month} ${midnight.getUTCDate()}` : `${month} ${midnight.getUTCFullYear()}`,
      start: new Date(midnight.getTime() - utcOffset * MINUTE_MS),
    };
  });
}

/** The buckets of a range: 7 days, 6 months or 12 months. */
export function rangeBuckets(range: AnalyticsRange, now: Date, utcOffset: number): Bucket[] {
  if (range === 'week') return buckets('day', DASHBOARD.dailyBuckets, now, utcOffset);
  return buckets('month', range === 'month' ? DASHBOARD.monthlyBuckets : DASHBOARD.yearlyBuckets, now, utcOffset);
}

/** The first instant the analytics of a range look at. */
export function rangeStart(range: AnalyticsRange, now: Date, utcOffset: number): Date {
  return rangeBuckets(range, now, utcOffset)[0]!.start;
}

/** Messages and tokens per bucket, from [instant, messages, tokens] points (an instant before the first bucket is left out). */
function count(bucketList: Bucket[], points: Array<[number, number, number]>): UsagePoint[] {
  const counts = bucketList.map(() => ({ messages: 0, tokens: 0 }));
  for (const [t, messages, tokens] of points) {
    for (let i = bucketList.length - 1; i >= 0; i -= 1) {
      if (t >= bucketList[i]!.start.getTime()) {
        counts[i]!.messages += messages;
        counts[i]!.tokens += tokens;
        break;
      }
    }
  }
  return bucketList.map((b, i) => ({ period: b.period, label: b.label, ...counts[i]! }));
}

const QUARTER_MS = 15 * MINUTE_MS;

/** The UTC quarter hour an instant falls in, as an activity key. */
export function quarterOf(iso: string): string {
  const t = Date.parse(iso);
  return new Date(t - (((t % QUARTER_MS) + QUARTER_MS) % QUARTER_MS)).toISOString().slice(0, 16);
}

const quarterStart = (key: string) => Date.parse(`${key}:00.000Z`);

/** A new thread's counts: no messages yet, no pest identified. */
export function newThreadStats(): ThreadStats {
  return { activity: {}, last: null };
}

/**
 * The counts after `messages` (in time order) are added to a thread: each message in its quarter hour; an assistant
 * message right after a user message is a reply, measured from it. `pest` is what the consultant identified in the
 * exchange; an exchange that names none leaves the thread's pest as it was. `tokens`, what the exchange was charged,
 * count in the quarter of its last message (the answer).
 */
export function addMessages(stats: ThreadStats, messages: readonly MessageInput[], pest?: PestSlug, tokens = 0): ThreadStats {
  const activity = { ...stats.activity };
  let last = stats.last;
  for (const m of messages) {
    const key = quarterOf(m.createdAt);
    const quarter = { ...(activity[key] ?? { messages: 0, replies: 0, replyMs: 0 }) };
    quarter.messages += 1;
    if (m.role === 'assistant' && last?.role === 'user') {
      quarter.replies += 1;
      quarter.replyMs += Date.parse(m.createdAt) - Date.parse(last.createdAt);
    }
    activity[key] = quarter;
    last = { role: m.role, createdAt: m.createdAt };
  }
  if (tokens > 0 && last) {
    const key = quarterOf(last.createdAt);
    activity[key] = { ...activity[key]!, tokens: (activity[key]!.tokens ?? 0) + tokens };
  }
  const identified = pest ?? stats.pest;
  return { activity, ...(identified ? { pest: identified } : {}), last };
}

/** The chart's group of a thread's pest; undefined for a pest outside the groups or none. */
export function pestGroupOf(pest: PestSlug | undefined): string | undefined {
  return PEST_GROUPS.find((g) => g.pest === pest)?.name;
}

/** A thread's pest type as the recent activities name it: its group, else the pest's own name, else General. */
export function pestTypeOf(pest: PestSlug | undefined): string {
  if (!pest) return GENERAL_PEST_TYPE;
  return pestGroupOf(pest) ?? OTHER_PEST_TYPES[pest as keyof typeof OTHER_PEST_TYPES];
}

/** 95 minus 2 per average minute of assistant reply delay, clamped to 65..95 and rounded; 85 without replies. */
export function efficiencyScore(replies: number, totalDelayMs: number): number {
  const { default: fallback, start, perMinuteOfDelay, min, max } = DASHBOARD.efficiency;
  if (replies === 0) return fallback;
  const averageMinutes = totalDelayMs / replies / MINUTE_MS;
  return Math.round(Math.min(max, Math.max(min, start - perMinuteOfDelay * averageMinutes)));
}

/** Conversations per pest group: the top 4 by count, then Other for the rest and for conversations naming no pest. */
export function pestDistribution(pestTypes: Array<string | undefined>): PestSlice[] {
  const counts = new Map<string, number>();
  for (const type of pestTypes) counts.set(type ?? OTHER_PESTS.name, (counts.get(type ?? OTHER_PESTS.name) ?? 0) + 1);
  const ranked = PEST_GROUPS.filter((g) => counts.has(g.name)).sort((a, b) => counts.get(b.name)! - counts.get(a.name)!);
  const top = ranked.slice(0, DASHBOARD.topPests);
  const other = (counts.get(OTHER_PESTS.name) ?? 0) + ranked.slice(DASHBOARD.topPests).reduce((sum, g) => sum + counts.get(g.name)!, 0);
  const slices: PestSlice[] = top.map((g) => ({ name: g.name, value: counts.get(g.name)!, color: g.color }));
  if (other > 0) slices.push({ name: OTHER_PESTS.name, value: other, color: OTHER_PESTS.color });
  return slices;
}

/**
 * The analytics of `threads` (every thread with a message in the range, plus the most recent ones) from their counts
 * alone: no message is read, so the work grows with the threads of the range, never with their messages.
 */
export function analyze(threads: ThreadInput[], options: AnalyticsOptions): Analytics {
  const { range, now, utcOffset } = options;
  const since = rangeStart(range, now, utcOffset).getTime();
  const points: Array<[number, number, number]> = [];
  const inRange: Array<[number, number, number]> = [];
  let replies = 0;
  let replyMs = 0;
  const conversations: ThreadInput[] = [];
  for (const thread of threads) {
    let active = false;
    for (const [key, quarter] of Object.entries(thread.stats.activity)) {
      const at = quarterStart(key);
      const point: [number, number, number] = [at, quarter.messages, quarter.tokens ?? 0];
      points.push(point);
      if (at < since) continue;
      inRange.push(point);
      active ||= quarter.messages > 0;
      replies += quarter.replies;
      replyMs += quarter.replyMs;
    }
    if (active) conversations.push(thread);
  }
  const totalMessages = inRange.reduce((sum, [, n]) => sum + n, 0);
  const recentActivities: ChatActivity[] = [...threads]
    .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
    .slice(0, DASHBOARD.recentActivities)
    .map((t) => ({
      date: t.lastMessageAt,
      activityType: 'AI Consultation',
      pestType: pestTypeOf(t.stats.pest),
      status: now.getTime() - Date.parse(t.lastMessageAt) < DASHBOARD.inProgressDays * DAY_MS ? 'In Progress' : 'Resolved',
      threadId: t.id,
      title: t.title,
    }));

  return {
    range,
    generatedAt: now.toISOString(),
    usage: count(rangeBuckets(range, now, utcOffset), inRange),
    daily: count(buckets('day', DASHBOARD.dailyBuckets, now, utcOffset), points),
    totalMessages,
    totalConversations: conversations.length,
    averageMessagesPerConversation: conversations.length ? Math.round((totalMessages / conversations.length) * 10) / 10 : 0,
    efficiencyScore: efficiencyScore(replies, replyMs),
    pestDistribution: pestDistribution(conversations.map((t) => pestGroupOf(t.stats.pest))),
    recentActivities,
  };
}

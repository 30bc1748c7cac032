// The dashboard's analytics, computed from a user's own threads and messages:
// usage per day or month, conversation statistics, the efficiency score, pest types and recent activities.
import {
  DASHBOARD,
  GENERAL_PEST_TYPE,
  OTHER_PESTS,
  PEST_GROUPS,
  type Analytics,
  type AnalyticsRange,
  type ChatActivity,
  type PestSlice,
  type UsagePoint,
} from '../contracts/analytics';

export interface ThreadInput {
  id: string;
  title: string;
  createdAt: string;
  lastMessageAt: string;
}

export interface MessageInput {
  threadId: string;
  role: string;
  content: string;
  createdAt: string;
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

function count(bucketList: Bucket[], instants: number[]): UsagePoint[] {
  const counts = bucketList.map(() => 0);
  for (const t of instants) {
    for (let i = bucketList.length - 1; i >= 0; i -= 1) {
      if (t >= bucketList[i]!.start.getTime()) {
        counts[i] += 1;
        break;
      }
    }
  }
  return bucketList.map((b, i) => ({ period: b.period, label: b.label, messages: counts[i]! }));
}

function groupByThread(messages: MessageInput[]): Map<string, MessageInput[]> {
  const groups = new Map<string, MessageInput[]>();
  for (const m of messages) {
    const group = groups.get(m.threadId);
    if (group) group.push(m);
    else groups.set(m.threadId, [m]);
  }
  return groups;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
const GROUP_PATTERNS = PEST_GROUPS.map((g) => ({ name: g.name, pattern: new RegExp(`\\b(?:${g.keywords.map(escape).join('|')})\\b`, 'gi') }));

/** The pest group a text is most about (most keyword mentions; ties to the earlier group), or undefined. */
export function pestGroupOf(text: string): string | undefined {
  let best: { name: string; hits: number } | undefined;
  for (const { name, pattern } of GROUP_PATTERNS) {
    const hits = text.match(pattern)?.length ?? 0;
    if (hits > 0 && (!best || hits > best.hits)) best = { name, hits };
  }
  return best?.name;
}

/** 95 minus 2 per average minute of assistant reply delay, clamped to 65..95 and rounded; 85 without replies. */
export function efficiencyScore(replyDelaysMs: number[]): number {
  const { default: fallback, start, perMinuteOfDelay, min, max } = DASHBOARD.efficiency;
  if (replyDelaysMs.length === 0) return fallback;
  const averageMinutes = replyDelaysMs.reduce((a, b) => a + b, 0) / replyDelaysMs.length / MINUTE_MS;
  return Math.round(Math.min(max, Math.max(min, start - perMinuteOfDelay * averageMinutes)));
}

/** How long each assistant reply took after the user message just before it, for replies at or after `since`. */
export function replyDelays(messages: MessageInput[], since: number): number[] {
  const delays: number[] = [];
  for (const thread of groupByThread(messages).values()) {
    const ordered = [...thread].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    ordered.forEach((m, i) => {
      const previous = ordered[i - 1];
      const at = Date.parse(m.createdAt);
      if (m.role === 'assistant' && previous?.role === 'user' && at >= since) delays.push(at - Date.parse(previous.createdAt));
    });
  }
  return delays;
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

/** The analytics of `threads` (every thread with a message in the range, plus the most recent ones) and their messages. */
export function analyze(threads: ThreadInput[], messages: MessageInput[], options: AnalyticsOptions): Analytics {
  const { range, now, utcOffset } = options;
  const since = rangeStart(range, now, utcOffset).getTime();
  const inRange = messages.filter((m) => Date.parse(m.createdAt) >= since);
  const byThread = groupByThread(messages);
  const activeThreadIds = new Set(inRange.map((m) => m.threadId));
  const pestType = (t: ThreadInput) =>
    pestGroupOf([t.title, ...(byThread.get(t.id) ?? []).filter((m) => m.role === 'user').map((m) => m.content)].join('\n'));
  const lastActivity = new Map(
    threads.map((t) => [t.id, Math.max(Date.parse(t.lastMessageAt), ...(byThread.get(t.id) ?? []).map((m) => Date.parse(m.createdAt)))]),
  );

  const conversations = threads.filter((t) => activeThreadIds.has(t.id));
  const totalMessages = inRange.length;
  const recentActivities: ChatActivity[] = [...threads]
    .sort((a, b) => lastActivity.get(b.id)! - lastActivity.get(a.id)!)
    .slice(0, DASHBOARD.recentActivities)
    .map((t) => {
      const last = lastActivity.get(t.id)!;
      return {
        date: new Date(last).toISOString(),
        activityType: 'AI Consultation',
        pestType: pestType(t) ?? GENERAL_PEST_TYPE,
        status: now.getTime() - last < DASHBOARD.inProgressDays * DAY_MS ? 'In Progress' : 'Resolved',
        threadId: t.id,
        title: t.title,
      };
    });

  return {
    range,
    generatedAt: now.toISOString(),
    usage: count(rangeBuckets(range, now, utcOffset), inRange.map((m) => Date.parse(m.createdAt))),
    daily: count(buckets('day', DASHBOARD.dailyBuckets, now, utcOffset), messages.map((m) => Date.parse(m.createdAt))),
    totalMessages,
    totalConversations: conversations.length,
    averageMessagesPerConversation: conversations.length ? Math.round((totalMessages / conversations.length) * 10) / 10 : 0,
    efficiencyScore: efficiencyScore(replyDelays(messages, since)),
    pestDistribution: pestDistribution(conversations.map(pestType)),
    recentActivities,
  };
}

// The dashboard's analytics: the query, the answer's shape and its constants.
import * as z from 'zod/mini';
import type { PestSlug } from '../knowledge/slugs';
import { INPUT } from './messages';
import { lazily } from './zod';

export const ANALYTICS_RANGES = ['week', 'month', 'year'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const analyticsQuerySchema = lazily(() => z.object({
  range: z._default(z.enum(ANALYTICS_RANGES, { message: 'Range must be week, month or year.' }), 'week'),
  /** The viewer's offset from UTC in minutes (east positive, i.e. -Date#getTimezoneOffset()), for calendar days. */
  utcOffset: z._default(
    z.coerce
      .number({ message: INPUT.utcOffsetInvalid })
      .check(z.int({ message: INPUT.utcOffsetInvalid }), z.minimum(-840, { message: INPUT.utcOffsetInvalid }), z.maximum(840, { message: INPUT.utcOffsetInvalid })),
    0,
  ),
}));
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const DASHBOARD = {
  /** The daily usage bar chart and the week range: one bucket per day. */
  dailyBuckets: 7,
  /** The month range: one bucket per month (the spec's per-month counts). */
  monthlyBuckets: 6,
  /** The year range: one bucket per month. */
  yearlyBuckets: 12,
  topPests: 4,
  recentActivities: 5,
  inProgressDays: 3,
  efficiency: { default: 85, start: 95, perMinuteOfDelay: 2, min: 65, max: 95 },
  reportFileName: 'message-usage-report.csv',
} as const;

/**
 * The spec's pest groups, in order, each with its chart colour and the pest (the guide) the consultant identifies for
 * it: a conversation counts under the pest its consultant identified, never under words of its title.
 */
export const PEST_GROUPS = [
  { name: 'Ants', color: '#d4380d', pest: 'ants' },
  { name: 'Roaches', color: '#874d00', pest: 'cockroaches' },
  { name: 'Rodents', color: '#595959', pest: 'rodents' },
  { name: 'Mosquitoes', color: '#1d39c4', pest: 'mosquitoes' },
  { name: 'Termites', color: '#ad8b00', pest: 'termites' },
  { name: 'Bed Bugs', color: '#a8071a', pest: 'bed-bugs' },
  { name: 'Spiders', color: '#391085', pest: 'spiders' },
  { name: 'Wasps', color: '#d48806', pest: 'wasps' },
] as const satisfies ReadonlyArray<{ name: string; color: string; pest: PestSlug }>;
/** The consultant's other pests: named in the recent activities, counted as Other in the chart. */
export const OTHER_PEST_TYPES: Record<Exclude<PestSlug, (typeof PEST_GROUPS)[number]['pest']>, string> = {
  fleas: 'Fleas',
  ticks: 'Ticks',
  flies: 'Flies',
  silverfish: 'Silverfish',
  moths: 'Moths',
};
export type PestGroupName = (typeof PEST_GROUPS)[number]['name'];
export const OTHER_PESTS = { name: 'Other', color: '#8c8c8c' } as const;
/** A thread whose consultant identified no pest. */
export const GENERAL_PEST_TYPE = 'General';
/** The single slice the dashboard shows when the analytics fail to load. */
export const NO_DATA_SLICE = { name: 'No Data', value: 1, color: '#d9d9d9' } as const;

export interface UsagePoint {
  /** The bucket: a calendar day (YYYY-MM-DD) or month (YYYY-MM) in the viewer's time zone. */
  period: string;
  /** Short label for the chart axis (e.g. "Nov 21", "Nov 2026"). */
  label: string;
  messages: number;
  /** Tokens the consultant's replies in the bucket used (counted from when threads began to keep them). */
  tokens: number;
}

export interface PestSlice {
  name: string;
  value: number;
  color: string;
}

export interface ChatActivity {
  /** The thread's last message time (ISO). */
  date: string;
  activityType: 'AI Consultation';
  pestType: string;
  status: 'In Progress' | 'Resolved';
  threadId: string;
  title: string;
}

export interface Analytics {
  range: AnalyticsRange;
  generatedAt: string;
  /** Messages per bucket over the range: 7 days (week), 6 months (month) or 12 months (year). */
  usage: UsagePoint[];
  /** Messages per day over the last 7 days. */
  daily: UsagePoint[];
  /** Over the range: messages, conversations with a message in it, and their ratio (one decimal). */
  totalMessages: number;
  totalConversations: number;
  averageMessagesPerConversation: number;
  efficiencyScore: number;
  /** Conversations of the range by pest type: the top 4 groups plus Other. Empty when there are none. */
  pestDistribution: PestSlice[];
  /** The 5 most recent conversations, whatever the range. */
  recentActivities: ChatActivity[];
}

/** The zeroed analytics the dashboard shows when loading them fails. */
export function emptyAnalytics(range: AnalyticsRange, now = new Date()): Analytics {
  return {
    range,
    generatedAt: now.toISOString(),
    usage: [],
    daily: [],
    totalMessages: 0,
    totalConversations: 0,
    averageMessagesPerConversation: 0,
    efficiencyScore: 0,
    pestDistribution: [{ ...NO_DATA_SLICE }],
    recentActivities: [],
  };
}

/** The Download Report file: one row per usage bucket. */
export function usageReportCsv(analytics: Analytics): string {
  const rows = analytics.usage.map((p) => `${p.period},${p.messages}`);
  return ['Period,Messages', ...rows].join('\n') + '\n';
}

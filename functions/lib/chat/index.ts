// The chat's door: a user's threads and messages, as the threads, analytics, leads, case-study and export code read
// them. One function's use cases are doors of their own: chat/consultation (a send end to end, with the consultant) and
// chat/adminThreads (the admin's Threads tab).
export {
  createThread,
  deleteThread,
  getThread,
  listThreads,
  messagePages,
  recentMessages,
  threadMessages,
  threadsWithStats,
  userThreadPages,
  type StoredMessage,
} from './chat';

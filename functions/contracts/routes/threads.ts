// The threads function's routes: the caller's threads, a new thread, one thread's messages, deleting a thread, and a
// chat photo's upload (a presigned POST).
import { API } from '../api';
import { newThreadSchema, threadPathSchema, type ChatThread, type ThreadList, type ThreadMessages } from '../chat';
import { chatPhotoUploadSchema, type ChatPhotoUpload } from '../chatPhotos';
import { reply, route } from '../route';
import { lazily, orEmpty } from '../zod';

export const threadsRoutes = [
  route('GET', API.threads, 'user', { reply: reply<ThreadList>() }),
  route('POST', API.threads, 'user', { body: lazily(() => orEmpty(newThreadSchema)), reply: reply<ChatThread>() }),
  route('GET', API.threadMessages, 'user', { params: threadPathSchema, reply: reply<ThreadMessages>() }),
  route('DELETE', API.thread, 'user', { params: threadPathSchema, reply: reply<{ deleted: true; threadId: string }>() }),
  route('POST', API.chatPhotos, 'user', { body: chatPhotoUploadSchema, reply: reply<ChatPhotoUpload>() }),
] as const;

// The data export: everything stored about the caller as one JSON file (contracts/account AccountExport; their chat
// photos in it, users/exportPhotos), written to the site-assets bucket under exports/<sub>/<random id>/ while it is
// read, page by page, so that memory stays bounded whatever the account's size; handed over as a link that works for a
// few minutes (the bucket removes the file after a day, infra/aws/data.ts).
import { randomUUID } from 'node:crypto';
import { ACCOUNT_EXPORT, exportFileName, userExportsPrefix, type AccountExport, type AccountExportLink, type ExportedLead, type ExportedPhoto, type ExportedThread } from '../../contracts/account';
import type { ChatThread } from '../../contracts/chat';
import type { Lead } from '../../contracts/lead/entity';
import { pendingDeletion } from './account';
import type { Caller } from '../platform/caller';
import { messagePages, userThreadPages, type StoredMessage } from '../chat';
import { JsonPages, jsonText } from '../platform/jsonText';
import { leadPagesOf } from '../leads';
import { getProfile, tokenRequestOf } from './profiles';

/** Threads read a page at a time; the first page of each one's messages is read at once, the rest as it is written. */
export const EXPORT_PAGES = { threads: 25, messages: 100, leads: 100 } as const;

/** A thread as the export holds it: without its owner (the caller), its messages without their thread. */
function exportedThread({ userId: _owner, ...thread }: ChatThread): Omit<ExportedThread, 'messages'> {
  return thread;
}

/**
 * A message as the export holds it: with its photos' files (read when the message is written, so at most one message's
 * photos are in memory), in place of their ids.
 */
function exportedMessage(sub: string) {
  return ({ threadId: _thread, photoIds, ...message }: StoredMessage) => (photoIds ? { ...message, photos: new JsonPages(photoPages(sub, photoIds)) } : message);
}

async function* photoPages(sub: string, photoIds: readonly string[]): AsyncGenerator<ExportedPhoto[]> {
  const { exportedPhotos } = await import('./exportPhotos');
  yield await exportedPhotos(sub, photoIds);
}

/**
 * A lead as the export holds it: without its sender (the caller), the provider by name only, and when it was sent on
 * to the provider (not how many times the admins sent it again: their bookkeeping).
 */
function exportedLead({ userId: _owner, user: _user, provider, notifyCount: _notices, ...lead }: Lead): ExportedLead {
  return { ...lead, providerName: provider.name || null };
}

/** `pages` with its first page already read. */
async function* resumed<T>(first: IteratorResult<T[]>, pages: AsyncGenerator<T[]>): AsyncGenerator<T[]> {
  if (first.done) return;
  yield first.value;
  yield* pages;
}

/** The caller's threads a page at a time, each with its messages to come page by page. */
async function* threadPages(sub: string): AsyncGenerator<unknown[]> {
  for await (const threads of userThreadPages(sub, EXPORT_PAGES.threads)) {
    const messages = await Promise.all(
      threads.map(async (thread) => {
        const pages = messagePages(thread.id, EXPORT_PAGES.messages);
        return resumed(await pages.next(), pages);
      }),
    );
    yield threads.map((thread, i) => ({ ...exportedThread(thread), messages: new JsonPages(mapPages(messages[i]!, exportedMessage(sub))) }));
  }
}

async function* mapPages<T, U>(pages: AsyncIterable<T[]>, map: (item: T) => U): AsyncGenerator<U[]> {
  for await (const page of pages) yield page.map(map);
}

/** The export as a document whose threads, messages and leads come page by page (its text is an AccountExport). */
export async function exportDocument(caller: Caller, now: Date) {
  const [profile, tokenRequest, dataDeletionRequest] = await Promise.all([getProfile(caller, now), tokenRequestOf(caller.sub), pendingDeletion(caller.sub)]);
  const { consentToPrivacyPolicy, consentTimestamp, marketingConsent, marketingConsentTimestamp } = profile;
  return {
    exportedAt: now.toISOString(),
    profile,
    consents: { consentToPrivacyPolicy, consentTimestamp, marketingConsent, marketingConsentTimestamp },
    tokenRequest,
    dataDeletionRequest,
    threads: new JsonPages(threadPages(caller.sub)),
    leads: new JsonPages(mapPages(leadPagesOf(caller.sub, EXPORT_PAGES.leads), exportedLead)),
  } satisfies Record<keyof AccountExport, unknown>;
}

/** Where one export of the user's is kept: under their own prefix, with a random id nobody can guess. */
export function exportKey(sub: string, fileName: string): string {
  return `${userExportsPrefix(sub)}${randomUUID()}/${fileName}`;
}

/** Write everything stored about the caller, and nothing about anyone else, to a file; answer a link to it. */
export async function exportAccount(caller: Caller, now = new Date()): Promise<AccountExportLink> {
  const { putPrivateFile, signedDownload } = await import('./exportFiles');
  const fileName = exportFileName(now);
  const key = exportKey(caller.sub, fileName);
  await putPrivateFile(key, jsonText(await exportDocument(caller, now)), {
    contentType: 'application/json; charset=utf-8',
    contentDisposition: `attachment; filename="${fileName}"`,
  });
  return { url: await signedDownload(key, ACCOUNT_EXPORT.linkSeconds), fileName, expiresAt: new Date(now.getTime() + ACCOUNT_EXPORT.linkSeconds * 1000).toISOString() };
}

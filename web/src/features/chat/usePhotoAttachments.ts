// The photos attached to the message being written: each chosen file checked (type, size, at most 3), shrunk in the
// browser and shown as a thumbnail until it is removed or sent; on send, each uploaded once (a photo uploaded before a
// failed send keeps its id), and the message's photos handed on with their thumbnails' links.
import { useRef, useState } from 'react';
import { CHAT_PHOTO_LIMITS, CHAT_PHOTOS, type ChatPhoto } from '@contracts/chatPhotos';
import { ApiError } from '../../api/client';
import { uploadChatPhoto } from './api';
import { PhotoUnreadable, shrinkPhoto } from './photoShrink';
import { photoRefusal } from './rules';

export interface AttachedPhoto {
  key: string;
  /** The photo as it will be uploaded (shrunk); undefined while it is being shrunk. */
  blob?: Blob;
  /** Its thumbnail's link (an object URL of the shrunk photo). */
  preview?: string;
  /** Its id once uploaded. */
  photoId?: string;
}

/** The words for a failed upload: the API's refusal as it says it (the upload budget, a size), else that it failed. */
function uploadError(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : CHAT_PHOTOS.uploadFailed;
}

export function usePhotoAttachments() {
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  // The photos as the async steps read them (a shrink or upload ends after later picks and removals).
  const current = useRef<AttachedPhoto[]>([]);
  const commit = (next: AttachedPhoto[]) => {
    current.current = next;
    setPhotos(next);
  };
  const change = (key: string, patch: Partial<AttachedPhoto>) => commit(current.current.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const shrinkOne = async (key: string, file: File) => {
    let blob: Blob;
    try {
      blob = await shrinkPhoto(file);
    } catch (failure) {
      if (!(failure instanceof PhotoUnreadable)) console.warn('A chat photo could not be shrunk', failure);
      commit(current.current.filter((p) => p.key !== key));
      setError(CHAT_PHOTOS.invalidType);
      return;
    }
    if (!current.current.some((p) => p.key === key)) return;
    if (blob.size > CHAT_PHOTO_LIMITS.maxBytes) {
      commit(current.current.filter((p) => p.key !== key));
      setError(CHAT_PHOTOS.tooLarge);
      return;
    }
    change(key, { blob, preview: URL.createObjectURL(blob) });
  };

  /** Attaches the chosen files that pass the rules; the first refusal shows. */
  const add = (files: readonly File[]) => {
    let refusal: string | undefined;
    const taken: { key: string; file: File }[] = [];
    for (const file of files) {
      const problem = photoRefusal(file, current.current.length + taken.length);
      if (problem) refusal ??= problem;
      else taken.push({ key: crypto.randomUUID(), file });
    }
    setError(refusal);
    commit([...current.current, ...taken.map(({ key }) => ({ key }))]);
    for (const { key, file } of taken) void shrinkOne(key, file);
  };

  const remove = (key: string) => {
    const photo = current.current.find((p) => p.key === key);
    if (photo?.preview) URL.revokeObjectURL(photo.preview);
    commit(current.current.filter((p) => p.key !== key));
    setError(undefined);
  };

  /**
   * Uploads the photos not uploaded yet and answers the message's photos (id and thumbnail), or undefined when an
   * upload failed (its words show; the photos stay, and those uploaded keep their ids for the next try).
   */
  const uploadAll = async (): Promise<ChatPhoto[] | undefined> => {
    if (current.current.some((p) => !p.blob)) return undefined;
    setUploading(true);
    setError(undefined);
    // Side by side, and every one settled before the outcome (a photo that went up keeps its id for the next try).
    const results = await Promise.allSettled(
      current.current.map(async (photo) => {
        if (photo.photoId || !photo.blob) return;
        change(photo.key, { photoId: await uploadChatPhoto(photo.blob) });
      }),
    );
    setUploading(false);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      setError(uploadError(failed.reason));
      return undefined;
    }
    return current.current.map((p) => ({ id: p.photoId!, url: p.preview! }));
  };

  /** The message was sent: the composer starts again (the thumbnails' links live on in the sent message). */
  const clear = () => {
    commit([]);
    setError(undefined);
  };

  return {
    photos,
    error,
    uploading,
    /** A photo is still being shrunk: the message waits for it. */
    preparing: photos.some((p) => !p.blob),
    full: photos.length >= CHAT_PHOTO_LIMITS.perMessage,
    add,
    remove,
    uploadAll,
    clear,
  };
}

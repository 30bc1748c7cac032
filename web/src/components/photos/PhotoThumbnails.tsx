// A message's photos as thumbnails, in the chat and in the admin transcript: each a button named by its photo's
// number that opens the photo larger in a dialog.
import { useState } from 'react';
import { Modal } from 'antd';
import { CHAT_PHOTOS, type ChatPhoto } from '@contracts/chatPhotos';
import './photos.css';

export function PhotoThumbnails({ photos }: { photos: readonly ChatPhoto[] }) {
  const [open, setOpen] = useState<number>();
  const shown = open === undefined ? undefined : photos[open];
  return (
    <>
      <ul className="photo-thumbnails">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" className="photo-thumbnail" onClick={() => setOpen(i)}>
              <img src={photo.url} alt={CHAT_PHOTOS.alt(i + 1)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={shown !== undefined} title={open === undefined ? '' : CHAT_PHOTOS.alt(open + 1)} footer={null} onCancel={() => setOpen(undefined)} width={900} centered>
        {shown && open !== undefined && <img className="photo-large" src={shown.url} alt={CHAT_PHOTOS.alt(open + 1)} />}
      </Modal>
    </>
  );
}

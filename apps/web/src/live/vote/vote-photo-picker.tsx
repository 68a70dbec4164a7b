import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLive } from '../kit/live-upload.js';
import './vote-phone.css';

type Props = { ticket: string; max: number; id: string; value: string[]; onChange: (urls: string[]) => void };

/** Pictures from the phone, uploaded one by one as they are chosen, shown as tiles that can be taken out again. */
export const PhotoPicker = ({ ticket, max, id, value, onChange }: Props) => {
  const { t } = useTranslation('liveVote');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).slice(0, max - value.length);
    e.target.value = '';
    setBusy(true);
    let urls = value;
    try {
      for (const file of files) {
        const { url } = await uploadLive(ticket, file, 'image');
        urls = [...urls, url];
        onChange(urls);
      }
    } catch {
      // uploadLive has said why; the pictures uploaded before the failure stay.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vt-photos">
      {value.map((url, i) => (
        <div key={url} className="vt-photo">
          <img src={url} alt="" />
          <button
            type="button"
            className="vt-photo-remove"
            aria-label={t('removeImage')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      {value.length < max && (
        <button type="button" className="vt-photo-add" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('uploading') : `+ ${t('upload')}`}
        </button>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple={max > 1}
        hidden
        onChange={(e) => void choose(e)}
      />
    </div>
  );
};

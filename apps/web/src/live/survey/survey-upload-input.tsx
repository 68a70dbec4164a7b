import {
  fileExtension,
  mediaKindOf,
  participantDocumentExtensions,
  participantUploadMaxSize,
  uploadExtensions,
} from '@app/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showLiveToast } from '../kit/live-toast.js';
import type { InputProps } from './survey-field-types.js';
import './survey-phone.css';
import { PhoneIcon } from '../kit/phone-icon.js';

export type Uploader = (file: File) => Promise<string>;

const extensionsOf = (accept: 'image' | 'file'): readonly string[] =>
  accept === 'image' ? uploadExtensions.image : [...uploadExtensions.image, ...participantDocumentExtensions];

const nameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

const Thumb = ({ url, onRemove }: { url: string; onRemove: () => void }) => {
  const { t } = useTranslation('liveSurvey');
  const name = nameOf(url);
  return (
    <div className="sv-thumb">
      {mediaKindOf(url) === 'image' ? (
        <img src={url} alt={name} />
      ) : (
        <div className="sv-thumb-file">
          <PhoneIcon name="file" size="22px" />
          <span>{name}</span>
        </div>
      )}
      <button type="button" className="sv-thumb-remove" aria-label={t('field.remove', { name })} onClick={onRemove}>
        ×
      </button>
    </div>
  );
};

/** Images or documents sent through `uploader` (none in the builder's preview), shown as thumbnails. */
export const UploadInput = ({ question, answer, onChange, label, uploader }: InputProps & { uploader?: Uploader }) => {
  const { t } = useTranslation('liveSurvey');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const allowed = extensionsOf(question.accept);
  const room = question.max_files - answer.values.length;

  const upload = async (files: File[]) => {
    if (!uploader) return;
    const picked = files.slice(0, room);
    if (picked.some((f) => !allowed.includes(fileExtension(f.name))))
      return showLiveToast(t('field.uploadTypeInvalid'));
    if (picked.some((f) => f.size > participantUploadMaxSize)) return showLiveToast(t('field.uploadTooLarge'));
    setBusy(true);
    const urls: string[] = [];
    try {
      for (const f of picked) urls.push(await uploader(f));
    } catch {
      // The uploader has told the participant why; the files that made it are kept.
    } finally {
      setBusy(false);
      if (urls.length > 0) onChange({ values: [...answer.values, ...urls], text: '', rows: {} });
    }
  };
  const addLabel = question.accept === 'image' ? t('field.addImage') : t('field.addFile');

  return (
    <fieldset className="sv-stack sv-group" aria-label={label}>
      <div className="sv-files">
        {answer.values.map((url) => (
          <Thumb
            key={url}
            url={url}
            onRemove={() => onChange({ ...answer, values: answer.values.filter((u) => u !== url) })}
          />
        ))}
        {room > 0 && (
          <button
            type="button"
            className="sv-add"
            disabled={!uploader || busy}
            aria-busy={busy || undefined}
            title={uploader ? undefined : t('field.uploadOff')}
            onClick={() => input.current?.click()}
          >
            <span aria-hidden="true">{busy ? '…' : '+'}</span>
            {addLabel}
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        multiple={room > 1}
        accept={allowed.map((e) => `.${e}`).join(',')}
        aria-label={addLabel}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void upload(files);
        }}
      />
      <span className="ph-muted">{t('field.uploadHint', { n: question.max_files })}</span>
    </fieldset>
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLive } from '../kit/live-upload.js';

type Props = { ticket: string; url: string; onChange: (url: string) => void };

/** An optional photo for the sign-in wall, uploaded with the participant's ticket as soon as it is picked. */
export const PhonePhoto = ({ ticket, url, onChange }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange((await uploadLive(ticket, file, 'image')).url);
    } catch {
      // uploadLive has already said what went wrong; the sign-in goes on without a photo.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ph-field">
      <label htmlFor="lp-photo">{t('phone.photo')}</label>
      <div className="lp-photo">
        {url && <img src={url} alt={t('phone.photo')} />}
        <input
          id="lp-photo"
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </div>
      <p className="lp-note">{busy ? t('phone.uploading') : t('phone.photoHint')}</p>
    </div>
  );
};

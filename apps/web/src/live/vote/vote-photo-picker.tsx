import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { type ChangeEvent, type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLive } from '../kit/live-upload.js';

type Props = { ticket: string; max: number; id?: string; value?: string[]; onChange?: (urls: string[]) => void };

const tile: CSSProperties = { width: 96, height: 96, borderRadius: 8, position: 'relative', overflow: 'hidden' };

/** Pictures from the phone, uploaded one by one as they are chosen, shown as tiles that can be taken out again. */
export const PhotoPicker = ({ ticket, max, id, value = [], onChange }: Props) => {
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
        onChange?.(urls);
      }
    } catch {
      // uploadLive has said why; the pictures uploaded before the failure stay.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex wrap gap={8}>
      {value.map((url, i) => (
        <div key={url} style={tile}>
          <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={t('removeImage')}
            style={{ position: 'absolute', top: 4, right: 4 }}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {value.length < max && (
        <Button
          style={{ ...tile, borderStyle: 'dashed' }}
          disabled={busy}
          onClick={() => input.current?.click()}
          icon={busy ? <Spin size="small" /> : <PlusOutlined />}
        >
          {busy ? t('uploading') : t('upload')}
        </Button>
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
    </Flex>
  );
};

import { CloseOutlined, FileOutlined, PlusOutlined } from '@ant-design/icons';
import {
  fileExtension,
  mediaKindOf,
  participantDocumentExtensions,
  participantUploadMaxSize,
  uploadExtensions,
} from '@app/contract';
import { Button, Flex, message, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-error.js';
import type { InputProps } from './survey-field-types.js';

export type Uploader = (file: File) => Promise<string>;

const extensionsOf = (accept: 'image' | 'file'): readonly string[] =>
  accept === 'image' ? uploadExtensions.image : [...uploadExtensions.image, ...participantDocumentExtensions];

const nameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

const Thumb = ({ url, onRemove }: { url: string; onRemove: () => void }) => {
  const { t } = useTranslation('liveSurvey');
  const name = nameOf(url);
  return (
    <div
      style={{
        position: 'relative',
        width: 76,
        height: 76,
        borderRadius: 8,
        overflow: 'hidden',
        background: '#f0f0f0',
      }}
    >
      {mediaKindOf(url) === 'image' ? (
        <img src={url} alt={name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <Flex vertical align="center" justify="center" style={{ height: '100%', padding: 4 }}>
          <FileOutlined style={{ fontSize: 22 }} />
          <Typography.Text ellipsis style={{ fontSize: 11, maxWidth: 68 }}>
            {name}
          </Typography.Text>
        </Flex>
      )}
      <Button
        size="small"
        shape="circle"
        icon={<CloseOutlined />}
        aria-label={t('field.remove', { name })}
        onClick={onRemove}
        style={{ position: 'absolute', top: 2, right: 2 }}
      />
    </div>
  );
};

/** Images or documents sent through `uploader` (none in the builder's preview), shown as thumbnails. */
export const UploadInput = ({ question, answer, onChange, label, uploader }: InputProps & { uploader?: Uploader }) => {
  const { t } = useTranslation('liveSurvey');
  const { t: te } = useTranslation('errors');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const allowed = extensionsOf(question.accept);
  const room = question.max_files - answer.values.length;

  const upload = async (files: File[]) => {
    if (!uploader) return;
    const picked = files.slice(0, room);
    if (picked.some((f) => !allowed.includes(fileExtension(f.name))))
      return void message.error(te('UPLOAD_TYPE_INVALID'), toastSeconds);
    if (picked.some((f) => f.size > participantUploadMaxSize))
      return void message.error(t('field.uploadTooLarge'), toastSeconds);
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
    <Flex vertical gap={8} role="group" aria-label={label}>
      <Flex gap={8} wrap>
        {answer.values.map((url) => (
          <Thumb
            key={url}
            url={url}
            onRemove={() => onChange({ ...answer, values: answer.values.filter((u) => u !== url) })}
          />
        ))}
        {room > 0 && (
          <Button
            style={{ width: 76, height: 76, flexDirection: 'column' }}
            icon={<PlusOutlined />}
            loading={busy}
            disabled={!uploader}
            title={uploader ? undefined : t('field.uploadOff')}
            onClick={() => input.current?.click()}
          >
            <span style={{ fontSize: 12 }}>{addLabel}</span>
          </Button>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        hidden
        style={{ display: 'none' }}
        multiple={room > 1}
        accept={allowed.map((e) => `.${e}`).join(',')}
        aria-label={addLabel}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void upload(files);
        }}
      />
      <Typography.Text type="secondary">{t('field.uploadHint', { n: question.max_files })}</Typography.Text>
    </Flex>
  );
};

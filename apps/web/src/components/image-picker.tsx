import { contract } from '@app/contract';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError, uploadFile } from '../app/api-client.js';
import { acceptOf, checkUploadType } from './upload-check.js';

type Props = {
  label: string;
  onUploaded: (url: string) => void;
  /** Runs before the file chooser opens; false keeps it closed (e.g. a visitor must log in first). */
  beforePick?: () => boolean;
  children?: ReactNode;
  buttonProps?: ButtonProps;
};

/** Picks one image, checks its extension (spec section 5) and uploads it; answers the stored URL. */
export const ImagePicker = ({ label, onUploaded, beforePick, children, buttonProps }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!checkUploadType(file.name, 'image')) return;
    setBusy(true);
    try {
      const data = await uploadFile(contract.upload.media, file, { type: 'image' });
      onUploaded(data.url);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf('image')}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        loading={busy}
        onClick={() => {
          if (beforePick && !beforePick()) return;
          input.current?.click();
        }}
        {...buttonProps}
      >
        {children ?? label}
      </Button>
    </>
  );
};

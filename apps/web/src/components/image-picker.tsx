import { uploadContract } from '@app/contract/upload';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError, uploadFile } from '../app/api-client.js';
import { acceptOf, checkUploadType } from './upload-check.js';

type Props = {
  label: string;
  /** What is picked; images unless told (question media also take audio and video). */
  kind?: 'image' | 'audio' | 'video';
  onUploaded: (url: string) => void;
  /** Runs before the file chooser opens; false keeps it closed (e.g. a visitor must log in first). */
  beforePick?: () => boolean;
  children?: ReactNode;
  buttonProps?: ButtonProps;
};

/** Picks one image (or audio/video file), checks its extension (spec section 5) and uploads it; answers the stored URL. */
export const ImagePicker = ({ label, kind = 'image', onUploaded, beforePick, children, buttonProps }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!checkUploadType(file.name, kind)) return;
    setBusy(true);
    try {
      const data = await uploadFile(uploadContract.media, file, { type: kind });
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
        // antd's form styles show file inputs (display: block), which would beat the hidden attribute inside a form.
        style={{ display: 'none' }}
        accept={acceptOf(kind)}
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

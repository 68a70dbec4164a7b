import { Image } from 'antd';

export type MediaKind = 'image' | 'audio' | 'video';

/** An uploaded image, audio or video, playable in place. */
export const MediaPreview = ({
  kind,
  url,
  label,
  size = 'small',
}: {
  kind: MediaKind;
  url: string;
  label: string;
  size?: 'small' | 'large';
}) => {
  if (kind === 'image') return <Image src={url} alt={label} height={size === 'small' ? 64 : 160} />;
  // Organisers upload bare media files; there is no caption track to offer.
  // biome-ignore lint/a11y/useMediaCaption: no captions exist for uploaded audio
  if (kind === 'audio') return <audio src={url} controls aria-label={label} />;
  // biome-ignore lint/a11y/useMediaCaption: no captions exist for uploaded video
  return <video src={url} controls height={size === 'small' ? 90 : 180} aria-label={label} />;
};

import type { ThemeVideo } from '@app/contract';
import type { ThemeVideoRow } from './video.repository.js';

/** No row reads as no video. */
export const toThemeVideo = (row: ThemeVideoRow | null): ThemeVideo => ({
  enabled: row?.enabled ?? false,
  title: row?.title ?? '',
  url: row?.url ?? '',
  cover: row?.cover ?? '',
  min_seconds: row?.minSeconds ?? 0,
});

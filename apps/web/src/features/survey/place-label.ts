import { useTranslation } from 'react-i18next';
import type { Place } from './question-list-ops.js';

/** How the builder names an item's place: 第3题, 第2页, or 段落说明 (which has no number). */
export const usePlaceLabel = () => {
  const { t } = useTranslation('survey');
  return (place: Place | undefined) => {
    if (!place) return '';
    if (place.kind === 'question') return t('number', { n: place.n });
    if (place.kind === 'page') return t('page', { n: place.n });
    return t('type.description');
  };
};

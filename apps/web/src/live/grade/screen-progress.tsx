import type { GradeStage } from '@app/contract';
import { useTranslation } from 'react-i18next';

/**
 * "评委已评 n/m" and a chip per judge that lights up once they score. A judge who abstains (a conflict of interest)
 * is not waited for: their chip says so and they leave the count.
 */
export const ScreenProgress = ({ judges }: { judges: GradeStage['judges'] }) => {
  const { t } = useTranslation('gradeLive');
  const scored = judges.filter((j) => j.state === 'scored').length;
  const expected = judges.filter((j) => j.state !== 'abstained').length;
  return (
    <div className="gs-progress">
      <div className="gs-progress-count" aria-live="polite">
        {t('screen.progress', { n: scored, m: expected })}
      </div>
      <ul className="gs-chips" aria-label={t('screen.judges')}>
        {judges.map((j) => (
          <li key={j.id} className={`gs-chip gs-chip-${j.state}`} title={t(`screen.state.${j.state}`)}>
            <span className="gs-chip-name">{j.name}</span>
            {j.state === 'abstained' && <span className="gs-chip-state">{t('screen.state.abstained')}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
};

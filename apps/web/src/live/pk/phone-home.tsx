import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, ScreenBar } from '../kit/live-frame.js';
import type { LiveSession } from '../kit/live-screen.js';
import { PhoneFigures } from '../kit/phone-figures.js';
import { PhoneResult, PhoneSpinner } from '../kit/phone-result.js';
import { type PkLevelState, usePkHome, usePkStart } from './pk-hooks.js';
import { PkLevelPath } from './pk-level-path.js';

/** The PK home: its rules, the levels as a path, and the matches left today. */
export const PkHomeScreen = ({ live }: { live: LiveSession }) => {
  const { t } = useTranslation('live');
  const { ticket, settings, go } = live;
  const home = usePkHome(ticket);
  const start = usePkStart();
  const [starting, setStarting] = useState<number | null>(null);
  const back = () => go({ name: 'home' });

  if (home.isError) {
    return (
      <>
        <ScreenBar title={t('pk.enter')} onBack={back} />
        <PhoneResult tone="warning" title={home.error.message} />
      </>
    );
  }
  if (!home.data) return <PhoneSpinner label={t('common:loading')} />;
  const { config, levels, matches_left } = home.data;
  const best = levels.reduce<number | null>(
    (m, l) => (l.best_correct === null ? m : Math.max(m ?? 0, l.best_correct)),
    null,
  );
  const challenge = (level: PkLevelState) => {
    setStarting(level.id);
    start.mutate(
      { ticket, level_id: level.id },
      { onSuccess: (match) => go({ name: 'pkMatch', match }), onSettled: () => setStarting(null) },
    );
  };
  return (
    <>
      <ScreenBar title={config.title} onBack={back} />
      {config.background && (
        <img
          src={config.background}
          alt=""
          style={{ display: 'block', width: 'calc(100% - 24px)', margin: 12, borderRadius: 12 }}
        />
      )}
      <Panel>
        <PhoneFigures
          figures={[
            { label: t('pk.matchesLeft'), value: matches_left ?? t('unlimited') },
            { label: t('pk.best'), value: best ?? '-' },
          ]}
        />
        {matches_left === 0 && (
          <p className="ph-muted" style={{ margin: '12px 0 0', textAlign: 'center' }}>
            {t('pk.noMatchesLeft')}
          </p>
        )}
      </Panel>
      <Panel>
        <h2 className="ph-subtitle">{t('levels')}</h2>
        {levels.length === 0 ? (
          <p className="ph-empty">{t('pk.noLevels')}</p>
        ) : (
          <PkLevelPath
            levels={levels}
            color={settings.theme.color}
            starting={starting}
            // Not closed at zero matches left: the server resumes an open match even then, or says why not.
            canStart={starting === null}
            onStart={challenge}
          />
        )}
      </Panel>
      {config.rules && (
        <Panel>
          <h2 className="ph-subtitle">{t('pk.rules')}</h2>
          <p className="ph-text" style={{ margin: 0 }}>
            {config.rules}
          </p>
        </Panel>
      )}
    </>
  );
};

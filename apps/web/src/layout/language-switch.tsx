import { useTranslation } from 'react-i18next';
import { type Language, languageNames, languages, setLanguage } from '../i18n/index.js';

export const LanguageSwitch = ({ color }: { color: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <span title={t('nav.language')} style={{ display: 'flex', gap: 4, color }}>
      {languages.map((lng: Language, i) => (
        <span key={lng}>
          {i > 0 && '/ '}
          <button
            type="button"
            aria-pressed={i18n.language === lng}
            onClick={() => setLanguage(lng)}
            style={{
              color,
              background: 'none',
              border: 0,
              padding: 0,
              cursor: 'pointer',
              fontWeight: i18n.language === lng ? 600 : 400,
            }}
          >
            {languageNames[lng]}
          </button>
        </span>
      ))}
    </span>
  );
};

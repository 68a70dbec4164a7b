import type { SurveyQuestion, SurveyQuestionType, SurveySettings } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyQuestion, newQuestion, type StarterTexts } from './question-factory.js';
import { insertQuestion, moveQuestion, removeQuestion, updateQuestion } from './question-list-ops.js';

/** The questionnaire being edited: the whole settings object, the selected question and whether it is unsaved. */
export const useBuilderState = (loaded: SurveySettings) => {
  const { t } = useTranslation('survey');
  const [settings, setSettings] = useState(loaded);
  const [selected, setSelected] = useState<string | null>(loaded.questions[0]?.key ?? null);
  const [dirty, setDirty] = useState(false);

  // A browser leaving (reload, close, typed address) would drop the edits without asking.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: (s: SurveySettings) => SurveySettings) => {
    setSettings(next);
    setDirty(true);
  };
  const questions = (fn: (list: SurveyQuestion[]) => SurveyQuestion[]) =>
    change((s) => ({ ...s, questions: fn(s.questions) }));
  const keys = () => settings.questions.map((q) => q.key);

  const texts: StarterTexts = {
    title: (type) => t(`defaults.title.${type}`),
    option: (n) => t('defaults.option', { n }),
    row: (n) => t('defaults.row', { n }),
    columns: t('defaults.columns', { returnObjects: true }) as string[],
  };

  return {
    settings,
    selected,
    dirty,
    select: setSelected,
    patch: (p: Partial<SurveySettings>) => change((s) => ({ ...s, ...p })),
    add: (type: SurveyQuestionType) => {
      const q = newQuestion(type, texts, keys());
      questions((list) => insertQuestion(list, q, selected));
      setSelected(q.key);
    },
    copy: (key: string) => {
      const source = settings.questions.find((q) => q.key === key);
      if (!source) return;
      const q = copyQuestion(source, keys());
      questions((list) => insertQuestion(list, q, key));
      setSelected(q.key);
    },
    move: (key: string, delta: -1 | 1) => questions((list) => moveQuestion(list, key, delta)),
    remove: (key: string) => {
      questions((list) => removeQuestion(list, key));
      if (selected === key) setSelected(null);
    },
    update: (key: string, p: Partial<SurveyQuestion>) => questions((list) => updateQuestion(list, key, p)),
    /** After a save the server's settings are the truth again. */
    saved: (next: SurveySettings) => {
      setSettings(next);
      setDirty(false);
    },
    /** The form changed on the server: nothing to save for it. */
    formChanged: (form: SurveySettings['form']) => setSettings((s) => ({ ...s, form })),
  };
};

export type BuilderState = ReturnType<typeof useBuilderState>;

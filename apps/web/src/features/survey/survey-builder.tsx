import { type DataOf, questionnaireProblem } from '@app/contract';
import { surveyContract } from '@app/contract/survey';
import { Button, Flex, message, Tabs, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useSaveSurvey } from './api.js';
import { PhonePreview } from './phone-preview.js';
import { usePlaceLabel } from './place-label.js';
import { QuestionEditor } from './question-editor.js';
import { QuestionList } from './question-list.js';
import { locateProblem } from './question-list-ops.js';
import { QuestionPalette } from './question-palette.js';
import { SettingsPanel } from './settings-panel.js';
import { useBuilderState } from './use-builder-state.js';

type Loaded = DataOf<typeof surveyContract.detail>;

/** Palette, question list and editor side by side, the settings in a second tab, one 保存 for all of it. */
export const SurveyBuilder = ({ loaded }: { loaded: Loaded }) => {
  const { t } = useTranslation('survey');
  const state = useBuilderState(loaded.settings);
  const save = useSaveSurvey();
  const placeLabel = usePlaceLabel();
  const [previewing, setPreviewing] = useState(false);
  const activityId = loaded.activity_id;

  const submit = () => {
    const parsed = surveyContract.save.input.safeParse({ activity_id: activityId, settings: state.settings });
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    // The server checks what it stores (trimmed, defaults filled): so does this.
    const questions = parsed.data?.settings.questions ?? state.settings.questions;
    const problem = parsed.success ? questionnaireProblem(questions) : null;
    const located = problem ? locateProblem(questions, problem, placeLabel) : null;
    if (!parsed.success || located) {
      // Points the editor at the question the message is about, where that can be told.
      const at = issue?.path[1] === 'questions' ? questions[Number(issue.path[2])]?.key : undefined;
      const key = located?.key ?? at;
      if (key) state.select(key);
      showNotice(located?.message ?? issue?.message ?? '');
      return;
    }
    const input = parsed.data;
    save.mutate(input, {
      onSuccess: (data) => {
        state.saved(data.settings);
        void message.success(t('saved'), toastSeconds);
      },
    });
  };

  // Ctrl/⌘+S saves, as in any editor, instead of the browser saving the page.
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">{t('responses', { count: loaded.response_count })}</Typography.Text>
          {state.dirty && <Tag color="orange">{t('unsaved')}</Tag>}
        </Flex>
        <Flex gap={8}>
          <Button onClick={() => setPreviewing(true)}>{t('preview')}</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
        </Flex>
      </Flex>
      <Tabs
        type="card"
        items={[
          {
            key: 'questions',
            label: t('tabs.questions'),
            children: (
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: '200px minmax(0, 1fr) 420px',
                  gap: 12,
                  alignItems: 'start',
                }}
              >
                <QuestionPalette onAdd={state.add} />
                <QuestionList state={state} />
                <QuestionEditor state={state} />
              </div>
            ),
          },
          {
            key: 'settings',
            label: t('tabs.settings'),
            children: <SettingsPanel activityId={activityId} responseCount={loaded.response_count} state={state} />,
          },
        ]}
      />
      <PhonePreview open={previewing} settings={state.settings} onClose={() => setPreviewing(false)} />
    </Flex>
  );
};

import { holdsAnswer, type SurveyQuestion } from '@app/contract';
import { Card, Divider, Empty, Form, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Labeled } from './labeled.js';
import { OptionsEditor } from './options-editor.js';
import { usePlaceLabel } from './place-label.js';
import { places } from './question-list-ops.js';
import { ShowIfEditor } from './show-if-editor.js';
import { TypeFields } from './type-fields.js';
import type { BuilderState } from './use-builder-state.js';

const withOptions = ['radio', 'checkbox', 'select', 'ranking', 'matrix'];
const withJumps = ['radio', 'checkbox', 'select'];

/** The selected question's title, description, required flag, options, type settings and logic. */
export const QuestionEditor = ({ state }: { state: BuilderState }) => {
  const { t } = useTranslation('survey');
  const placeLabel = usePlaceLabel();
  const list = state.settings.questions;
  const index = list.findIndex((x) => x.key === state.selected);
  const q = list[index];
  if (!q) {
    return (
      <Card size="small" title={t('editor')}>
        <Empty description={t('pickQuestion')} />
      </Card>
    );
  }
  const where = places(list);
  const update = (patch: Partial<SurveyQuestion>) => state.update(q.key, patch);
  const jumpTargets = withJumps.includes(q.type)
    ? list
        .slice(index + 1)
        .filter((x) => x.type !== 'page_break')
        .map((x) => ({ value: x.key, label: `${placeLabel(where.get(x.key))} ${x.title}` }))
    : null;

  return (
    <Card
      size="small"
      title={`${t('editor')} · ${placeLabel(where.get(q.key))}`}
      extra={<Typography.Text type="secondary">{t(`type.${q.type}`)}</Typography.Text>}
    >
      {q.type === 'page_break' ? (
        <Typography.Paragraph type="secondary">{t('pageBreakHelp')}</Typography.Paragraph>
      ) : (
        <Form layout="vertical" component="div">
          <Labeled label={t('title')}>
            {(id) => (
              <Input.TextArea
                id={id}
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={500}
                value={q.title}
                onChange={(e) => update({ title: e.target.value })}
              />
            )}
          </Labeled>
          <Labeled label={t('description')}>
            {(id) => (
              <Input.TextArea
                id={id}
                autoSize={{ minRows: 1, maxRows: 6 }}
                maxLength={2000}
                value={q.description}
                placeholder={t('descriptionPlaceholder')}
                onChange={(e) => update({ description: e.target.value })}
              />
            )}
          </Labeled>
          {holdsAnswer(q) && (
            <Labeled label={t('requiredSwitch')}>
              {(id) => <Switch id={id} checked={q.required} onChange={(required) => update({ required })} />}
            </Labeled>
          )}
          {withOptions.includes(q.type) && (
            <OptionsEditor
              q={q}
              scoring={state.settings.scoring}
              jumpTargets={jumpTargets}
              onChange={(options) => update({ options })}
            />
          )}
          <div style={{ marginTop: 12 }}>
            <TypeFields q={q} onChange={update} />
          </div>
          <Divider plain style={{ margin: '8px 0 12px' }}>
            {t('logic')}
          </Divider>
          <ShowIfEditor q={q} list={list} onChange={(show_if) => update({ show_if })} />
        </Form>
      )}
    </Card>
  );
};

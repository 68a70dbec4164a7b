import { type GamePointsMode, type GameRound, gameLimits } from '@app/contract';
import { gameContract } from '@app/contract/game';
import { Button, Flex, Form, Input, InputNumber, Modal, message, Radio, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useAddRound, useEditRound, useRoundDetail } from './api.js';
import { ChosenQuestions } from './chosen-questions.js';
import { gameCheck } from './game-check.js';
import { PointsHelp, StreakHelp } from './points-help.js';
import { type PickedQuestion, QuestionPickerModal } from './question-picker-modal.js';

type Values = {
  name: string;
  seconds: number;
  points_mode: GamePointsMode;
  base_points: number;
  streak_bonus: boolean;
};
type Props = { activityId: number; editing: GameRound | 'new'; onClose: () => void };

const fresh: Values = { name: '', seconds: 20, points_mode: 'speed', base_points: 1000, streak_bonus: true };

/** A round's name, questions (picked from the banks, in play order), time per question and scoring. */
const RoundForm = ({
  activityId,
  round,
  initialQuestions,
  onClose,
}: {
  activityId: number;
  round: GameRound | null;
  initialQuestions: PickedQuestion[];
  onClose: () => void;
}) => {
  const { t } = useTranslation('game');
  const [form] = Form.useForm<Values>();
  const [questions, setQuestions] = useState(initialQuestions);
  const [picking, setPicking] = useState(false);
  const add = useAddRound();
  const edit = useEditRound();
  const mode = Form.useWatch('points_mode', form) ?? fresh.points_mode;
  const base = Form.useWatch('base_points', form) ?? fresh.base_points;
  const seconds = Form.useWatch('seconds', form) ?? fresh.seconds;

  const submit = () => {
    const values = { ...form.getFieldsValue(), question_ids: questions.map((q) => q.id) };
    const done = () => {
      void message.success(t('round.saved'), toastSeconds);
      onClose();
    };
    const problem = round
      ? gameCheck(gameContract.roundEdit.input, { ...values, id: round.id })
      : gameCheck(gameContract.roundAdd.input, { ...values, activity_id: activityId });
    if (problem) {
      showNotice(problem);
      return;
    }
    if (round) edit.mutate({ ...values, id: round.id }, { onSuccess: done });
    else add.mutate({ ...values, activity_id: activityId }, { onSuccess: done });
  };

  const initial: Values = round
    ? {
        name: round.name,
        seconds: round.seconds,
        points_mode: round.points_mode,
        base_points: round.base_points,
        streak_bonus: round.streak_bonus,
      }
    : fresh;

  return (
    <>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="name" label={t('round.name')} required>
          <Input maxLength={30} placeholder={t('round.namePlaceholder')} aria-label={t('round.name')} />
        </Form.Item>
        <Form.Item label={t('round.questions')} required>
          <Flex vertical gap={8}>
            <ChosenQuestions value={questions} onChange={setQuestions} />
            <Button onClick={() => setPicking(true)} style={{ alignSelf: 'flex-start' }}>
              {t('round.pick')}
            </Button>
          </Flex>
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item name="seconds" label={t('round.seconds')} required>
            <InputNumber
              aria-label={t('round.seconds')}
              min={gameLimits.secondsMin}
              max={gameLimits.secondsMax}
              precision={0}
            />
          </Form.Item>
          <Form.Item name="base_points" label={t('round.basePoints')} required>
            <InputNumber
              aria-label={t('round.basePoints')}
              min={gameLimits.basePointsMin}
              max={gameLimits.basePointsMax}
              step={100}
              precision={0}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          name="points_mode"
          label={t('round.pointsMode')}
          extra={<PointsHelp mode={mode} base={base} seconds={seconds} />}
        >
          <Radio.Group
            optionType="button"
            options={[
              { value: 'speed', label: t('round.speed') },
              { value: 'fixed', label: t('round.fixed') },
            ]}
          />
        </Form.Item>
        <Form.Item name="streak_bonus" label={t('round.streakBonus')} valuePropName="checked" extra={<StreakHelp />}>
          <Switch aria-label={t('round.streakBonus')} />
        </Form.Item>
      </Form>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('round.cancel')}</Button>
        <Button type="primary" loading={add.isPending || edit.isPending} onClick={submit}>
          {t('round.save')}
        </Button>
      </Flex>
      {picking ? (
        <QuestionPickerModal
          chosen={questions.map((q) => q.id)}
          onAdd={(picked) => setQuestions((now) => [...now, ...picked])}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </>
  );
};

/** Adds a round, or edits one once its questions are read. */
export const RoundFormModal = ({ activityId, editing, onClose }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'round' });
  const round = editing === 'new' ? null : editing;
  const detail = useRoundDetail(round?.id);
  return (
    <Modal
      open
      width={720}
      title={round ? t('editTitle') : t('addTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {round && !detail.data ? (
        <Skeleton active />
      ) : (
        <RoundForm
          activityId={activityId}
          round={round}
          initialQuestions={detail.data?.questions.map(({ id, type, stem }) => ({ id, type, stem })) ?? []}
          onClose={onClose}
        />
      )}
    </Modal>
  );
};

import { type GameSite, gameThemePalette, gameThemes } from '@app/contract';
import { gameContract } from '@app/contract/game';
import { Button, Col, Flex, Form, Input, InputNumber, message, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { ImageField } from '../../components/image-field.js';
import { showNotice } from '../../components/notice-dialog.js';
import { useSaveSite } from './api.js';
import { gameCheck } from './game-check.js';
import { ScreenPreview } from './screen-preview.js';

type Props = { activityId: number; site: GameSite; activity: { title: string; code: string; link: string } };

/** A theme as a swatch of its colours with its name. */
const Swatch = ({ theme }: { theme: GameSite['theme'] }) => (
  <Flex gap={6} align="center">
    <Flex>
      {gameThemePalette[theme].colors.slice(0, 3).map((c) => (
        <span key={c} style={{ width: 12, height: 12, background: c, border: '1px solid #0001' }} />
      ))}
    </Flex>
    {gameThemePalette[theme].name}
  </Flex>
);

/** The big screen's look, previewed beside the form as it changes. */
export const ScreenForm = ({ activityId, site, activity }: Props) => {
  const { t } = useTranslation('game', { keyPrefix: 'screen' });
  const [form] = Form.useForm<GameSite>();
  const watched = Form.useWatch([], form) as Partial<GameSite> | undefined;
  const save = useSaveSite();

  const submit = () => {
    const input = { ...form.getFieldsValue(), activity_id: activityId };
    const problem = gameCheck(gameContract.site.input, input);
    if (problem) {
      showNotice(problem);
      return;
    }
    save.mutate(input, { onSuccess: () => void message.success(t('saved'), toastSeconds) });
  };

  return (
    <Row gutter={[32, 24]}>
      <Col xs={24} xl={11}>
        <Form form={form} layout="vertical" initialValues={site} onFinish={submit}>
          <Form.Item name="theme" label={t('theme')}>
            <Radio.Group
              aria-label={t('theme')}
              options={gameThemes.map((theme) => ({ value: theme, label: <Swatch theme={theme} /> }))}
            />
          </Form.Item>
          <Form.Item name="title" label={t('title')}>
            <Input maxLength={40} placeholder={t('titlePlaceholder')} aria-label={t('title')} />
          </Form.Item>
          <Form.Item name="background" label={t('background')}>
            <ImageField label={t('background')} />
          </Form.Item>
          <Form.Item name="logo" label={t('logo')}>
            <ImageField label={t('logo')} />
          </Form.Item>
          <Form.Item name="leaderboard_every" label={t('leaderboardEvery')} extra={t('leaderboardEveryHelp')}>
            <InputNumber
              aria-label={t('leaderboardEvery')}
              min={0}
              max={50}
              precision={0}
              suffix={t('leaderboardUnit')}
            />
          </Form.Item>
          <Form.Item name="show_join_code" label={t('showJoinCode')} valuePropName="checked">
            <Switch aria-label={t('showJoinCode')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} xl={13}>
        <ScreenPreview site={{ ...site, ...watched }} {...activity} />
      </Col>
    </Row>
  );
};

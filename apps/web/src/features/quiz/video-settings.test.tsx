import type { ThemeVideo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNotice, renderPage, slow, stubApi } from '../../components/test-kit.js';
import { VideoSettings } from './video-settings.js';

const paths = { info: '/api/ThemeVideo/info', save: '/api/ThemeVideo/save', upload: '/api/api/Uploads/aliyun_oss' };
const none: ThemeVideo = { enabled: false, title: '', url: '', cover: '', min_seconds: 0 };

const stubVideo = (loaded: ThemeVideo = none) =>
  stubApi({
    [paths.info]: { data: loaded },
    [paths.save]: ({ body }) => {
      const { activity_id: _, ...saved } = body as ThemeVideo & { activity_id: number };
      return { data: saved };
    },
    [paths.upload]: { data: { url: '/uploads/lesson.mp4', name: 'lesson.mp4', size: 10, type: 'video' } },
  });

const renderVideo = () => renderPage(<VideoSettings activityId={8} />);
const pressSave = async () =>
  fireEvent.click((await screen.findByText(/^保\s*存\s*设\s*置$/, {}, slow)).closest('button')!);

describe('VideoSettings', () => {
  afterEach(() => {
    Modal.destroyAll();
    message.destroy();
  });

  it('uploads a video and saves it as the one participants must watch', async () => {
    const api = stubVideo();
    renderVideo();
    expect(await screen.findByText('尚未上传视频', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('开启学习视频'));
    fireEvent.change(screen.getByLabelText('视频标题'), { target: { value: '消防安全课' } });
    fireEvent.change(screen.getByLabelText('视频文件'), { target: { files: [new File(['x'], 'lesson.mp4')] } });
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('/uploads/lesson.mp4'), slow);
    fireEvent.change(screen.getByLabelText('最少观看时长（秒）'), { target: { value: '120' } });
    await pressSave();
    await waitFor(() => expect(api.callsTo(paths.save)).toHaveLength(1), slow);
    expect(api.callsTo(paths.save)[0]!.body).toEqual({
      activity_id: 8,
      enabled: true,
      title: '消防安全课',
      url: '/uploads/lesson.mp4',
      cover: '',
      min_seconds: 120,
    });
    expect(await screen.findByText('保存成功', {}, slow)).toBeTruthy();
    expect((api.callsTo(paths.upload)[0]!.body as FormData).get('type')).toBe('video');
  });

  it('asks for the video file before saving a switched-on video without one', async () => {
    const api = stubVideo({ ...none, title: '课堂' });
    renderVideo();
    fireEvent.click(await screen.findByLabelText('开启学习视频', {}, slow));
    await pressSave();
    await expectNotice('请上传学习视频');
    expect(api.callsTo(paths.save)).toHaveLength(0);
  });

  it('shows the saved video and lets the organiser remove it', async () => {
    const api = stubVideo({ enabled: false, title: '课堂', url: '/uploads/old.mp4', cover: '', min_seconds: 30 });
    renderVideo();
    await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe('/uploads/old.mp4'), slow);
    expect((screen.getByLabelText('最少观看时长（秒）') as HTMLInputElement).value).toBe('30');
    fireEvent.click(screen.getAllByText(/^移\s*除$/)[0]!.closest('button')!);
    await pressSave();
    await waitFor(() => expect(api.callsTo(paths.save)).toHaveLength(1), slow);
    expect(api.callsTo(paths.save)[0]!.body).toMatchObject({ url: '', min_seconds: 30 });
  });
});

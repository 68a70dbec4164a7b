import { describe, expect, it } from 'vitest';
import { withoutMedia } from './plain-media.js';

describe('text-only answers', () => {
  it('empties upload URLs at any depth and keeps everything else', () => {
    const answer = {
      cover: '/uploads/media/1/202606/a.jpg',
      title: '安全知识竞赛',
      settings: { theme: { background: '/uploads/media/1/202606/b.png', color: '#0069FD' }, rounds: [3, 'x'] },
      links: ['/uploads/media/1/202606/c.mp4', 'https://example.org/rules'],
      open: true,
      none: null,
    };
    expect(withoutMedia(answer, '/uploads/')).toEqual({
      cover: '',
      title: '安全知识竞赛',
      settings: { theme: { background: '', color: '#0069FD' }, rounds: [3, 'x'] },
      links: ['', 'https://example.org/rules'],
      open: true,
      none: null,
    });
  });

  it('cuts media tags of uploads out of rich text, and leaves other tags and outside images alone', () => {
    const html =
      '<p>规则</p><img src="/uploads/media/1/a.png" alt="x"><video controls src="/uploads/media/1/v.mp4"></video>' +
      '<img src="https://cdn.example.org/logo.png">';
    expect(withoutMedia(html, '/uploads/')).toBe('<p>规则</p></video><img src="https://cdn.example.org/logo.png">');
  });
});

import { describe, expect, it } from 'vitest';
import { cleanHtml } from './html-content.js';

describe('cleanHtml', () => {
  it('keeps text, layout and images', () => {
    expect(cleanHtml('<p>协议<b>正文</b></p><img src="/a.png">')).toBe('<p>协议<b>正文</b></p><img src="/a.png">');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = cleanHtml('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>');
    expect(html).toBe('<p>a</p><a>b</a>');
  });
});

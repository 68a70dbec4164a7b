import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, bannerSeconds } from './banner-carousel.js';

const banners = [
  { id: 1, title: '新春活动', image: '/a.png', link: '/activity/news?id=1' },
  { id: 2, title: '年会抽奖', image: '/b.png', link: '' },
  { id: 3, title: '知识竞赛', image: '/c.png', link: '' },
];

const shownTitle = () =>
  screen
    .getAllByRole('img', { hidden: true })
    .find((img) => img.closest('[aria-hidden]')?.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('alt');

const wait = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next banner every few seconds and back to the first after the last', () => {
    render(<BannerCarousel banners={banners} />);
    expect(shownTitle()).toBe('新春活动');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/activity/news?id=1');
    wait(bannerSeconds);
    expect(shownTitle()).toBe('年会抽奖');
    wait(bannerSeconds);
    expect(shownTitle()).toBe('知识竞赛');
    wait(bannerSeconds);
    expect(shownTitle()).toBe('新春活动');
  });

  it('shows the banner whose dot is pressed, for its full time', () => {
    render(<BannerCarousel banners={banners} />);
    wait(bannerSeconds - 1);
    fireEvent.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(shownTitle()).toBe('知识竞赛');
    expect(screen.getByRole('button', { name: '第 3 张' })).toHaveAttribute('aria-current', 'true');
    wait(bannerSeconds - 1);
    expect(shownTitle()).toBe('知识竞赛');
    wait(1);
    expect(shownTitle()).toBe('新春活动');
  });

  it('stays on a banner while the pointer is over it', () => {
    render(<BannerCarousel banners={banners} />);
    const carousel = screen.getByRole('region', { name: '活动海报' });
    fireEvent.mouseEnter(carousel);
    wait(bannerSeconds * 3);
    expect(shownTitle()).toBe('新春活动');
    fireEvent.mouseLeave(carousel);
    wait(bannerSeconds);
    expect(shownTitle()).toBe('年会抽奖');
  });

  it('shows a single banner without dots', () => {
    render(<BannerCarousel banners={banners.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    wait(bannerSeconds * 2);
    expect(shownTitle()).toBe('新春活动');
  });
});

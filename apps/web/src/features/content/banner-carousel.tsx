import type { Banner } from '@app/contract/content';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long each banner stays before the next one slides in, as antd's Carousel autoplay does. */
export const bannerSeconds = 3;

/**
 * The home page's banners, one at a time, sliding on every few seconds while the pointer is not over them; the dots
 * under them choose one.
 */
export const BannerCarousel = ({ banners }: { banners: Banner[] }) => {
  const { t } = useTranslation('content');
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  // Timed from the banner shown, so that one chosen by hand stays its full time.
  useEffect(() => {
    if (count < 2 || paused) return;
    const next = (shown + 1) % count;
    const timer = setTimeout(() => setShown(next), bannerSeconds * 1000);
    return () => clearTimeout(timer);
  }, [count, paused, shown]);

  return (
    <section
      className="home-banners"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="home-banner-track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((b, i) => {
          const image = <img src={b.image} alt={b.title} />;
          return (
            <div key={b.id} className="home-banner" aria-hidden={i !== shown}>
              {b.link ? (
                <a href={b.link} tabIndex={i === shown ? 0 : -1}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="home-banner-dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={t('bannerNumber', { n: i + 1 })}
              aria-current={i === shown}
              onClick={() => setShown(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
};

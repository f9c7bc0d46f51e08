import { SPLASH_FADE_OUT_MS } from '@larder/domain/constants';

/** The static splash in index.html fades out (spec §9) once the app has committed its first screen. */
export function hideSplash(): void {
  requestAnimationFrame(() => {
    const splash = document.getElementById('splash');
    splash?.classList.add('is-hidden');
    setTimeout(() => splash?.remove(), SPLASH_FADE_OUT_MS);
  });
}

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frozenView } from '../../test/frozenContent.ts';
import { startPhotoFallbacks } from './photoFallback.ts';
import { renderInPage as render } from '../../test/renderInPage.tsx';
import { SmartImage } from './SmartImage.tsx';

const { hero: heroText, simpleBand: simpleBandText } = frozenView('en').words.home;

describe('SmartImage', () => {
  it('offers sizes up to 3840 px from the image host with intrinsic size', () => {
    render(<SmartImage photo={heroText.photo} ratio={2 / 3} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: heroText.photo.alt });
    expect(img.getAttribute('srcset')).toContain('w=3840');
    expect(img.getAttribute('src')).toMatch(/^https:\/\/images\.unsplash\.com\/photo-/);
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Marked for Element Timing: the page's code waits until this photo is painted.
    expect(img).toHaveAttribute('elementtiming');
  });

  it('offers lighter files to dense screens, and a portrait crop to portrait ones', () => {
    render(
      <SmartImage photo={heroText.photo} ratio={2 / 3} portraitRatio={16 / 9} sizes="100vw" />,
    );
    const sources = [...document.querySelectorAll('source')].map((source) => ({
      media: source.media,
      srcset: source.srcset,
    }));
    // The browser takes the first source whose media matches: dense portrait screens first.
    expect(sources.map((source) => source.media)).toEqual([
      '(orientation: portrait) and (min-resolution: 1.5dppx)',
      '(orientation: portrait)',
      '(min-resolution: 1.5dppx)',
    ]);
    const [densePortrait, portrait, dense] = sources.map((source) => source.srcset);
    expect(densePortrait).toContain('w=1080&h=1920&q=50');
    expect(portrait).toContain('w=1080&h=1920&q=70');
    expect(dense).toContain('w=1080&h=720&q=50');
    expect(screen.getByRole('img').getAttribute('srcset')).toContain('w=1080&h=720&q=70');
  });

  it('loads lazily unless it is the priority photo', () => {
    render(<SmartImage photo={simpleBandText.photo} ratio={1} sizes="50vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('elementtiming');
  });

  it('turns a failed photo into a labelled wood-tone panel, with the page script', () => {
    render(<SmartImage photo={simpleBandText.photo} ratio={1} sizes="50vw" />);
    const stop = startPhotoFallbacks();
    fireEvent.error(screen.getByRole('img'));
    stop();
    const panels = screen.getAllByRole('img', { name: simpleBandText.photo.alt });
    expect(panels.map((panel) => panel.tagName)).toEqual(['IMG', 'DIV']);
    // The stylesheet hides the picture of a frame so marked (jsdom applies no CSS modules).
    expect(document.querySelector('picture')?.parentElement).toHaveAttribute('data-photo-failed');
    expect(panels[1]).toHaveTextContent(simpleBandText.photo.alt);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photos } from '../../content/images.ts';
import { SmartImage } from './SmartImage.tsx';

describe('SmartImage', () => {
  it('offers sizes up to 3840 px from the image host with intrinsic size', () => {
    render(<SmartImage photo={photos.hero} ratio={2 / 3} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: photos.hero.alt });
    expect(img.getAttribute('srcset')).toContain('w=3840');
    expect(img.getAttribute('src')).toMatch(/^https:\/\/images\.unsplash\.com\/photo-/);
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Marked for Element Timing: the page's code waits until this photo is painted.
    expect(img).toHaveAttribute('elementtiming');
  });

  it('loads lazily unless it is the priority photo', () => {
    render(<SmartImage photo={photos.utah} ratio={1} sizes="50vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('elementtiming');
  });

  it('turns a failed photo into a labelled wood-tone panel', () => {
    render(<SmartImage photo={photos.utah} ratio={1} sizes="50vw" />);
    fireEvent.error(screen.getByRole('img'));
    const panel = screen.getByRole('img', { name: photos.utah.alt });
    expect(panel.tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
  });
});

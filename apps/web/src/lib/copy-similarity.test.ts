import { describe, expect, it } from 'vitest';
import { tooSimilarPairs } from './copy-similarity';

describe('tooSimilarPairs', () => {
  const template = (name: string) =>
    `${name} keeps your account private on hotel Wi-Fi. Sign in to ${name} after you connect, and check what your plan allows abroad.`;

  it('catches one text with its name swapped (once names are removed), and lets texts of their own pass', () => {
    const pages = [
      { name: 'a', text: template('Netflix').replaceAll('Netflix', '') },
      { name: 'b', text: template('Hulu').replaceAll('Hulu', '') },
      { name: 'c', text: 'Pick the location nearest to you for live matches; a detour adds delay to every goal.' },
    ];
    expect(tooSimilarPairs(pages, 'en')).toEqual(['a ~ b: 1.00']);
  });

  it('compares Japanese, written without spaces, by three-letter pieces', () => {
    const pages = [
      { name: 'a', text: 'ホテルのWi-Fiでもアカウントを守ります。' },
      { name: 'b', text: 'ホテルのWi-Fiでもアカウントを守ります。' },
      { name: 'c', text: '試合の遅延を減らすには近いサーバーを選びます。' },
    ];
    expect(tooSimilarPairs(pages, 'ja')).toEqual(['a ~ b: 1.00']);
  });
});

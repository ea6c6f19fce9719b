import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './blog';

describe('reading time', () => {
  it('counts words where words are spaced, and letters in Japanese and Korean', () => {
    expect(countWords('A VPN — hides your IP address, mostly.', 'en')).toBe(7);
    expect(countWords('VPN は、通信を暗号化します。', 'ja')).toBe(13);
    expect(countWords('VPN은 연결을 암호화합니다.', 'ko')).toBe(13);
  });

  it('rounds to whole minutes, one at least', () => {
    expect(readingMinutes(0, 'en')).toBe(1);
    expect(readingMinutes(990, 'en')).toBe(4);
    expect(readingMinutes(2000, 'ja')).toBe(4);
  });
});

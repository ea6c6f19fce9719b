import { describe, expect, it } from 'vitest';
import { APP_TYPES, WEB_APP_TYPE, appTypeName, isAppType, parseAppTypeHeader, platformOfAppType } from './app-types';

describe('app types', () => {
  it('holds exactly the ids of SPEC §3', () => {
    expect(APP_TYPES).toEqual({
      iOS_Master: 1,
      iOS_MasterPro: 2,
      iOS_Snap: 3,
      iOS_Turbo: 4,
      iOS_Robot: 5,
      iOS_Hot: 6,
      iOS_Monster: 7,
      Mac_Master: 12,
      iOS_Sofast: 13,
      Mac_Turbo: 15,
      Android_Master: 101,
      MasterPro: 102,
      Snap: 103,
      Turbo: 104,
      Robot: 105,
      Hot: 106,
      Monster: 107,
      Android_TV: 108,
      ProLite: 109,
      TurboLite: 114,
      SuperNet: 115,
      Android_SDK_WiFi_Browser: 201,
      Chrome_Master: 301,
      Chrome_Turbo: 302,
      Windows_Master: 401,
      Windows_Turbo: 402,
      Web_Master: 501,
      Web_Turbo: 502,
      Web_Signal: 503,
      Web_TurboNovel: 512,
    });
  });

  it('uses 502 for the website', () => {
    expect(WEB_APP_TYPE).toBe(502);
    expect(appTypeName(WEB_APP_TYPE)).toBe('Web_Turbo');
  });

  it('names known ids and nothing else', () => {
    expect(appTypeName(1)).toBe('iOS_Master');
    expect(appTypeName(115)).toBe('SuperNet');
    expect(appTypeName(512)).toBe('Web_TurboNovel');
    for (const unknown of [0, 8, 14, 100, 110, 202, 303, 500, 513, -1, 1.5, NaN]) {
      expect(appTypeName(unknown)).toBeUndefined();
      expect(isAppType(unknown)).toBe(false);
    }
    expect(isAppType(401)).toBe(true);
    expect(isAppType('401')).toBe(false);
  });

  it('maps each id to its platform', () => {
    const byPlatform: Record<string, number[]> = {};
    for (const id of Object.values(APP_TYPES)) {
      const platform = platformOfAppType(id) ?? 'none';
      (byPlatform[platform] ??= []).push(id);
    }
    expect(byPlatform).toEqual({
      ios: [1, 2, 3, 4, 5, 6, 7, 13],
      macos: [12, 15],
      android: [101, 102, 103, 104, 105, 106, 107, 108, 109, 114, 115, 201],
      chrome: [301, 302],
      windows: [401, 402],
      web: [501, 502, 503, 512],
    });
  });

  it('has no platform for an unknown id', () => {
    expect(platformOfAppType(8)).toBeUndefined();
    expect(platformOfAppType(600)).toBeUndefined();
  });

  it('parses only canonical X-App-Type header values', () => {
    expect(parseAppTypeHeader('502')).toBe(502);
    expect(parseAppTypeHeader('1')).toBe(1);
    for (const bad of ['0502', ' 502', '502 ', '5e2', '502.0', '', '999', '-1', null, undefined]) {
      expect(parseAppTypeHeader(bad)).toBeUndefined();
    }
  });
});

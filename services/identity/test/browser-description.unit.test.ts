import { describeBrowser } from '../src/modules/sign-in/domain/browser-description';

describe('the browser a login alert names', () => {
  it('says which browser and system in words a member recognises', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 131 on Android 14, a phone');
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS 17.5, a phone');
    expect(
      describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'),
    ).toBe('Microsoft Edge 131 on Windows 10');
    expect(
      describeBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'),
    ).toBe('Safari 17 on macOS');
  });

  it('shows what it cannot read as sent, and an empty one as unknown', () => {
    expect(describeBrowser('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeBrowser('Browser stranger')).toBe('Browser stranger');
    expect(describeBrowser('  ')).toBe('unknown');
  });
});

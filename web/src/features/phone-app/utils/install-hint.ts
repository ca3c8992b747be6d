/**
 * Whether to show the manual install steps: only where the browser never offers installation itself (Safari on
 * iPhone and iPad, which also reports itself as a Mac with a touch screen), not inside the installed app, and once
 * per browser (remembered in localStorage whether the member dismissed it or not).
 */
export const INSTALL_HINT_KEY = 'docnet.install-hint-shown';

export interface InstallHintEnvironment {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standalone: boolean;
  alreadyShown: boolean;
}

export function isAppleMobile({ userAgent, platform, maxTouchPoints }: InstallHintEnvironment): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

export function shouldShowInstallHint(environment: InstallHintEnvironment): boolean {
  return isAppleMobile(environment) && !environment.standalone && !environment.alreadyShown;
}

/** The environment of this page. */
export function currentInstallHintEnvironment(): InstallHintEnvironment {
  let alreadyShown = false;
  try {
    alreadyShown = localStorage.getItem(INSTALL_HINT_KEY) !== null;
  } catch {
    // Storage refused (private mode): shown each visit rather than never.
  }
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      (navigator as Navigator & { standalone?: boolean }).standalone === true ||
      window.matchMedia('(display-mode: standalone)').matches,
    alreadyShown,
  };
}

export function rememberInstallHintShown(): void {
  try {
    localStorage.setItem(INSTALL_HINT_KEY, new Date().toISOString());
  } catch {
    // Nothing to remember it in.
  }
}

/** Browser and system named by a User-Agent header, as far as the common ones go; undefined for anything else. */
export function describeUserAgent(userAgent: string | null): { browser?: string; system?: string } {
  if (!userAgent) return {};
  const browser = [
    ['Edge', /\bEdg(?:e|A|iOS)?\//],
    ['Opera', /\bOPR\//],
    ['Firefox', /\b(?:Firefox|FxiOS)\//],
    ['Chrome', /\b(?:Chrome|CriOS)\//],
    ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  const system = [
    ['Android', /\bAndroid\b/],
    ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
    ['Windows', /\bWindows\b/],
    ['macOS', /\bMac OS X\b/],
    ['Linux', /\bLinux\b/],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  return { browser, system };
}

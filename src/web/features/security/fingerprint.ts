/**
 * A hash of stable traits of this browser (not of the window: resizing or moving to another screen must
 * not look like another device). Sent only with the security client's own calls; the server compares
 * it with what the session was seen with.
 */
function timeZoneOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

export async function browserFingerprint(): Promise<string | null> {
  try {
    const nav = navigator as Navigator & { deviceMemory?: number };
    const traits = [
      nav.userAgent,
      nav.language,
      (nav.languages ?? []).join(','),
      // The time zone as its winter and summer offsets: Intl.DateTimeFormat would name it, but its first
      // use loads the locale data, a long task on a slow phone.
      timeZoneOffsets(),
      nav.platform,
      String(nav.hardwareConcurrency ?? ''),
      String(nav.deviceMemory ?? ''),
      String(screen.colorDepth),
    ].join('|');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
    return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

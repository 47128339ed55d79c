/** Copy of the cookie banner, the settings dialog and the legal pages. "spec" marks fixed strings. */
export const consentCopy = {
  banner: {
    title: 'Your privacy, your choice',
    body: 'We use only what the audit needs to work: your answers and this browser\u2019s random id stay in your browser and on our server. With your consent we also count anonymous visits, so we can see where founders drop off. No advertising, no third parties.',
    /** spec */
    customize: 'Customize',
    /** spec */
    essentialOnly: 'Only Essential',
    /** spec */
    acceptAll: 'Accept All',
    policyLink: 'Cookie policy',
  },
  settings: {
    title: 'Cookie Settings',
    description: 'Choose what we may store and count. You can change this any time from the footer.',
    categories: {
      essential: {
        label: 'Essential',
        description: 'Your answers, your session and your choices here. The audit cannot work without them.',
        alwaysOn: 'Always on',
      },
      analytics: {
        label: 'Analytics',
        description: 'Anonymous visit counts that show us where founders stop, so we can improve the audit.',
      },
      marketing: {
        label: 'Marketing',
        description:
          'We run no marketing tools today. If we ever add one, it will only run with this switched on.',
      },
    },
    /** spec */
    save: 'Save Preferences',
    /** spec */
    acceptAll: 'Accept All',
    withdraw: 'Withdraw consent',
  },
  /** spec */
  updated: 'Consent preferences updated',
  legal: {
    backHome: 'Back to home',
    /** spec */
    loadFailed: 'Content could not be loaded. Please try again later.',
    loading: 'Loading...',
    titles: { terms: 'Terms of Service', privacy_policy: 'Privacy Policy', cookies: 'Cookie Policy' },
    updated: (date: string) => `Last updated ${date}`,
    dataRights: {
      title: 'Your data rights',
      body: 'You can export everything we hold about you as a file, or delete it all, from \u2018Your Data & Privacy\u2019 after signing in. You can change your cookie choices at any time. If a founder invited you to rate them, you can delete the answers you sent from your invite link while it works.',
      /** spec */
      manage: 'Manage Your Data',
      /** spec */
      cookieSettings: 'Cookie Settings',
    },
    openCookieSettings: 'Open cookie settings',
  },
} as const;

/**
 * Brand and outside links: the one place a white-label operator changes.
 * Links are placeholders until the operator configures real accounts.
 */
export const brand = {
  name: 'Unicorn',
  /** URL slug of the alliance page: `/{slug}-igaming-alliance`. */
  slug: 'unicorn',
  /** Login servers a merchant may pick; the first is the default. */
  loginServers: ['unicorn'] as const,
  siteUrl: 'https://unicorn.example',
  supportEmail: 'support@unicorn.example',
  /** Messaging app used for customer service and merchant binding. */
  messagingApp: { name: 'Telegram', url: 'https://t.me/unicorn_support_placeholder' },
  /**
   * Date full self-service opening goes live; the coming-soon notice hides after it. Online
   * checkout works, so the default is in the past (notice off); an operator who must delay
   * self-service sets a future date and the notice returns.
   */
  selfServiceOpensOn: '2026-07-07',
  social: [
    { id: 'bot', url: 'https://t.me/unicorn_bot_placeholder' },
    { id: 'chat', url: 'https://wa.me/0000000000' },
    { id: 'video', url: 'https://www.youtube.com/@unicorn_placeholder' },
    { id: 'photo', url: 'https://www.instagram.com/unicorn_placeholder' },
    { id: 'shortVideo', url: 'https://www.tiktok.com/@unicorn_placeholder' },
    { id: 'microblog', url: 'https://x.com/unicorn_placeholder' },
    { id: 'community', url: 'https://discord.gg/unicorn_placeholder' },
    { id: 'clips', url: 'https://www.facebook.com/unicorn_placeholder' },
  ],
} as const;

export const alliancePath = `${brand.slug}-igaming-alliance`;

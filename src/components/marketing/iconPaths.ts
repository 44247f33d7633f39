/** The stroke paths of the marketing icons (Icon.astro draws them); a .ts module so plain TypeScript reads their names. */
export const iconPaths = {
  site: 'M3 5h18v14H3zM3 9h18M7 7h.01M10 7h.01',
  games:
    'M6 11h4M8 9v4M15 12h.01M18 10h.01M7 6h10a5 5 0 0 1 4.9 6l-.8 4a3 3 0 0 1-5.3 1.3L14 15h-4l-1.8 2.3A3 3 0 0 1 2.9 16l-.8-4A5 5 0 0 1 7 6z',
  card: 'M2 6h20v12H2zM2 10h20M6 15h4',
  megaphone: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 9a3 3 0 0 1 0 6M18 6a7 7 0 0 1 0 12',
  dice: 'M4 4h16v16H4zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  handshake: 'M2 12l4-4 4 2 3-3 3 1 4 4-6 6-3-3-2 2-3-3M14 10l-4 4',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.5-3 4M12 17h.01',
  layout: 'M3 3h18v18H3zM3 9h18M9 21V9',
  move: 'M5 9l-3 3 3 3M9 5l3-3 3 3M15 19l-3 3-3-3M19 9l3 3-3 3M2 12h20M12 2v20',
  coins:
    'M8 8a6 3 0 1 0 12 0 6 3 0 1 0-12 0M8 8v4c0 1.7 2.7 3 6 3s6-1.3 6-3V8M4 13c0 1.7 2.7 3 6 3M4 13V9c0-1 1-2 3-2.5M4 17c0 1.7 2.7 3 6 3',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 3h-1',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S11 3 8 3a2 2 0 0 0 0 5M12 8s1-5 4-5a2 2 0 0 1 0 5',
  message: 'M21 12a8 8 0 0 1-11.5 7.2L4 21l1.8-5.5A8 8 0 1 1 21 12z',
  palette:
    'M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 22zM7.5 10.5h.01M10.5 7h.01M15 7.5h.01',
  chart: 'M3 3v18h18M7 15l4-4 3 3 6-6',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-4v4M16 13h.01',
  rocket: 'M5 15c-1.5 1-2 4-2 6 2 0 5-.5 6-2M9 12a13 13 0 0 1 12-9c0 4-2 9-9 12zM9 12l3 3M15 9h.01',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  code: 'M8 6l-6 6 6 6M16 6l6 6-6 6',
  phone: 'M7 2h10v20H7zM11 18h2',
  target:
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  star: 'M12 2l3 6.5 7 .9-5.2 4.8 1.4 7L12 17.8 5.8 21.2l1.4-7L2 9.4l7-.9z',
} as const;
export type IconName = keyof typeof iconPaths;

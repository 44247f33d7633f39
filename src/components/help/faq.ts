/** Help-center topics and how many Q&As each has; text is `help.<topic>.q<n>` / `help.<topic>.a<n>`. */
export const faqTopics = [
  { id: 'account', count: 4 },
  { id: 'station', count: 4 },
  { id: 'templates', count: 4 },
  { id: 'payment', count: 4 },
  { id: 'settlement', count: 4 },
  { id: 'affiliate', count: 4 },
] as const;

/** Where a request comes from: a web browser, or the game (in-game browser, launcher, embed). */
export type ClientKind = 'web' | 'game';

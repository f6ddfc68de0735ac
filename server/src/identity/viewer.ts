/** The authenticated account a request or socket acts for, as the services need it. */
export interface Viewer {
  id: number;
  visualId: string;
  name: string;
  power: number;
  roles: string[];
  /** The session the token names: logout ends it, and sockets of it are closed. */
  sessionId: string;
}

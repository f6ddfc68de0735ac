import type { LocalizedTextColumn } from '../db/database';

export const DEMO_ROLES: { key: string; name: LocalizedTextColumn }[] = [
  { key: 'support', name: { es: 'Equipo de soporte', en: 'Support team' } },
  { key: 'reports', name: { es: 'Moderación de reportes', en: 'Report moderators' } },
  { key: 'events', name: { es: 'Equipo de eventos', en: 'Events team' } },
];

/** What the game knows of a player (the embedded `GameDirectory` reads it from the account). */
export interface DemoGameData {
  factionName: string;
  factionCode: string;
  factionRank: string;
  level: number;
  /** The game marks the player for staff to notice (`GET /importantHashes`). */
  important: boolean;
}

export interface DemoAccount {
  username: string;
  name: string;
  power: number;
  roles: string[];
  serverId: string;
  userId: number;
  game?: DemoGameData;
}

/** supervisor1 is a supervisor by power (POWER.supervisor in the contract), below super-admin. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'player1',
    name: 'Lucía Gómez',
    power: 0,
    roles: [],
    serverId: 'hub1',
    userId: 1001,
    game: {
      factionName: 'Guardia Real',
      factionCode: 'GRD',
      factionRank: 'Sargento',
      level: 34,
      important: false,
    },
  },
  {
    username: 'player2',
    name: 'Mateo Ruiz',
    power: 0,
    roles: [],
    serverId: 'hub2',
    userId: 1002,
    game: {
      factionName: 'Mercaderes del Puerto',
      factionCode: 'MDP',
      factionRank: 'Líder',
      level: 61,
      important: true,
    },
  },
  {
    username: 'player3',
    name: 'Sofía Torres',
    power: 0,
    roles: [],
    serverId: 'hub1',
    userId: 1003,
    game: {
      factionName: 'Hermandad del Humo',
      factionCode: 'HDH',
      factionRank: 'Recluta',
      level: 9,
      important: false,
    },
  },
  {
    username: 'staff1',
    name: 'Carlos Pérez',
    power: 2,
    roles: ['support'],
    serverId: 'hub1',
    userId: 2001,
  },
  {
    username: 'staff2',
    name: 'Elena Navarro',
    power: 10,
    roles: ['reports', 'events'],
    serverId: 'hub2',
    userId: 2002,
  },
  {
    username: 'supervisor1',
    name: 'Javier Romero',
    power: 50,
    roles: ['support', 'reports'],
    serverId: 'hub3',
    userId: 3001,
  },
  {
    username: 'admin1',
    name: 'Admin Principal',
    power: 100,
    roles: [],
    serverId: 'hub1',
    userId: 9001,
  },
];

export const DEMO_USERNAMES = DEMO_ACCOUNTS.map((account) => account.username);

import type { DemoCategory, DemoGroup, DemoRule } from './demo-types';

function rule(
  key: string,
  es: string,
  en: string,
  descriptionEs: string,
  descriptionEn: string,
): DemoRule {
  return { key, prettyName: { es, en }, description: { es: descriptionEs, en: descriptionEn } };
}

const aimbot = rule('aimbot', 'Aimbot', 'Aimbot', 'Apuntado automático', 'Automatic aiming');
const wallhack = rule(
  'wallhack',
  'Ver a través de paredes',
  'Wallhack',
  'Ver jugadores ocultos',
  'Seeing hidden players',
);
const exploit = rule(
  'exploit-abuse',
  'Abuso de fallos',
  'Exploit abuse',
  'Aprovechar errores del juego',
  'Using game bugs',
);
const insults = rule('insults', 'Insultos', 'Insults', 'Faltar al respeto', 'Disrespecting others');
const spam = rule('spam', 'Spam', 'Spam', 'Mensajes repetidos', 'Repeated messages');
const impersonation = rule(
  'impersonation',
  'Suplantación',
  'Impersonation',
  'Hacerse pasar por otro',
  'Pretending to be someone else',
);
const griefing = rule(
  'griefing',
  'Destrucción',
  'Griefing',
  'Romper lo que otros construyen',
  'Destroying what others build',
);

const reportAnswers = [
  {
    title: 'Recibido',
    content: 'Gracias {creator}, revisamos tu reporte de {category} y las pruebas.',
  },
];

/** Cheating is reported on the web and in game alike. */
const cheating: DemoCategory = {
  key: 'cheating',
  title: { es: 'Trampas', en: 'Cheating' },
  description: {
    es: 'Programas o fallos para ganar ventaja',
    en: 'Tools or bugs for an advantage',
  },
  weight: 10,
  rules: [aimbot, wallhack],
  secondaryRules: [exploit],
};

export const webReportsGroup: DemoGroup = {
  key: 'reports',
  ticketType: 1,
  name: { es: 'Reportes', en: 'Reports' },
  description: { es: 'Reporta a un jugador con pruebas', en: 'Report a player with evidence' },
  icon: 'flag',
  isWeb: true,
  requireAttachments: true,
  welcomeMessage: { es: 'Adjunta pruebas claras.', en: 'Attach clear evidence.' },
  adminRoles: ['reports'],
  precannedAnswers: reportAnswers,
  inactiveMinutesWarning: 120,
  categories: [
    cheating,
    {
      key: 'toxicity',
      title: { es: 'Toxicidad', en: 'Toxicity' },
      description: { es: 'Comportamiento ofensivo', en: 'Offensive behaviour' },
      weight: 4,
      rules: [insults, spam],
      secondaryRules: [impersonation],
    },
  ],
};

export const inGameReportsGroup: DemoGroup = {
  key: 'ingame-reports',
  ticketType: 1,
  name: { es: 'Reportes en el juego', en: 'In-game reports' },
  description: { es: 'Reporta lo que ves en partida', en: 'Report what you see in a match' },
  icon: 'shield',
  isWeb: false,
  welcomeMessage: { es: 'Indica el nombre exacto del jugador.', en: 'Give the exact player name.' },
  adminRoles: ['reports'],
  precannedAnswers: reportAnswers,
  inactiveMinutesWarning: 30,
  categories: [
    {
      key: 'griefing',
      title: { es: 'Destrucción', en: 'Griefing' },
      description: { es: 'Daños a construcciones', en: 'Damage to builds' },
      weight: 6,
      rules: [griefing],
      secondaryRules: [insults],
    },
    cheating,
  ],
};

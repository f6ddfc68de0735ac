import type { TicketType } from '@portal/shared/contract';
import { demoImageAddress } from '../services/attachments/demo-images';

const HOUR_MS = 3_600_000;

export interface DemoComment {
  author: string;
  message: string;
  action?: 'take';
  staffOnly?: boolean;
  hoursAgo: number;
}

export interface DemoTicket {
  creator: string;
  type: TicketType;
  group: string;
  category: string;
  title: string;
  hoursAgo: number;
  inputFields?: Record<string, string>;
  assignee?: string;
  report?: {
    accused: string;
    partners: string[];
    reportDateHoursAgo?: number;
    inFraganti?: boolean;
    brokenRules: string[];
    secondaryRules: string[];
    description: string;
    attachments: string[];
  };
  comments: DemoComment[];
}

export const DEMO_TICKETS: DemoTicket[] = [
  {
    creator: 'player1',
    type: 0,
    group: 'support',
    category: 'account',
    title: 'No puedo entrar en mi cuenta',
    hoursAgo: 30,
    inputFields: { 'Correo de la cuenta': 'player1@example.com' },
    assignee: 'staff1',
    comments: [
      {
        author: 'player1',
        message: 'Desde ayer me dice que la contraseña es incorrecta.',
        hoursAgo: 30,
      },
      { author: 'staff1', message: '', action: 'take', hoursAgo: 28 },
      {
        author: 'staff1',
        message: 'Hola, ¿has probado a restablecer la contraseña?',
        hoursAgo: 28,
      },
      {
        author: 'staff1',
        message: 'Revisar intentos de acceso en el registro.',
        staffOnly: true,
        hoursAgo: 27,
      },
    ],
  },
  {
    creator: 'player2',
    type: 0,
    group: 'support',
    category: 'payments',
    title: 'Pago duplicado',
    hoursAgo: 20,
    inputFields: { 'ID de transacción': 'TX-48213', Importe: '9,99 €' },
    comments: [
      { author: 'player2', message: 'Me habéis cobrado dos veces la misma compra.', hoursAgo: 20 },
    ],
  },
  {
    creator: 'player1',
    type: 0,
    group: 'ingame',
    category: 'stuck',
    title: 'Atascado bajo el mapa',
    hoursAgo: 5,
    inputFields: { Ubicación: 'Puerto norte' },
    comments: [],
  },
  {
    creator: 'player1',
    type: 1,
    group: 'reports',
    category: 'cheating',
    title: 'Aimbot en la arena',
    hoursAgo: 48,
    assignee: 'staff2',
    report: {
      accused: 'player3',
      partners: ['player2'],
      reportDateHoursAgo: 50,
      brokenRules: ['aimbot'],
      secondaryRules: ['exploit-abuse'],
      description: 'Acierta todos los disparos a través del humo durante toda la partida.',
      attachments: [demoImageAddress('arena-aimbot.png')],
    },
    comments: [
      { author: 'player1', message: 'Adjunto el clip de la partida.', hoursAgo: 48 },
      { author: 'staff2', message: '', action: 'take', hoursAgo: 40 },
      { author: 'staff2', message: 'Historial limpio hasta ahora.', staffOnly: true, hoursAgo: 40 },
      { author: 'staff2', message: 'Estamos revisando las pruebas.', hoursAgo: 39 },
    ],
  },
  {
    creator: 'player2',
    type: 1,
    group: 'ingame-reports',
    category: 'griefing',
    title: 'Destruye la base del clan',
    hoursAgo: 2,
    report: {
      accused: 'player3',
      partners: ['player1'],
      inFraganti: true,
      brokenRules: ['griefing'],
      secondaryRules: [],
      description: 'Está rompiendo nuestra base ahora mismo.',
      attachments: [demoImageAddress('base.png')],
    },
    comments: [],
  },
];

export function hoursAgo(now: number, hours: number): Date {
  return new Date(now - hours * HOUR_MS);
}

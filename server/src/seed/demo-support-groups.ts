import { LIMITS } from '@portal/shared/contract';
import type { CategoryFieldColumn } from '../db/database';
import type { DemoGroup } from './demo-types';

/** What every support category asks first: the player's own words about the problem. */
function problemDescription(hint: { es: string; en: string }): CategoryFieldColumn {
  return {
    title: 'Descripción',
    description: hint.es,
    label: { es: 'Describe el problema', en: 'Describe the problem' },
    hint,
    required: true,
    maxLength: LIMITS.descriptionLength,
  };
}

const greeting = {
  title: 'Saludo',
  content:
    'Hola {creator}, gracias por escribirnos sobre {category} en {group}. Lo revisamos ahora.',
};
const closing = {
  title: 'Cierre',
  content: 'Damos el ticket por resuelto, {creator}. Si vuelve a pasar, abre uno nuevo.',
};

export const webSupportGroup: DemoGroup = {
  key: 'support',
  ticketType: 0,
  name: { es: 'Soporte web', en: 'Web support' },
  description: {
    es: 'Cuenta, pagos y errores de la web',
    en: 'Account, payments and website bugs',
  },
  icon: 'life-buoy',
  isWeb: true,
  welcomeMessage: {
    es: 'Describe qué ocurre, desde cuándo y qué has probado ya; en pagos, añade el ID de transacción del recibo. Nunca te pediremos tu contraseña.',
    en: 'Describe what happens, since when and what you have already tried; for payments, add the transaction ID from the receipt. We will never ask for your password.',
  },
  adminRoles: ['support'],
  precannedAnswers: [greeting, closing],
  inactiveMinutesWarning: 60,
  categories: [
    {
      key: 'account',
      title: { es: 'Cuenta', en: 'Account' },
      description: { es: 'Acceso y datos de la cuenta', en: 'Sign-in and account details' },
      weight: 3,
      fields: [
        problemDescription({
          es: 'Qué ocurre al entrar o con tus datos, desde cuándo y qué has probado',
          en: 'What happens when you sign in or with your details, since when and what you tried',
        }),
        {
          title: 'Correo de la cuenta',
          description: 'El correo con el que te registraste',
          label: { es: 'Correo de la cuenta', en: 'Account e-mail' },
          hint: { es: 'El correo con el que te registraste', en: 'The e-mail you signed up with' },
          required: true,
          maxLength: 120,
        },
      ],
    },
    {
      key: 'payments',
      title: { es: 'Pagos', en: 'Payments' },
      description: { es: 'Compras y donaciones', en: 'Purchases and donations' },
      weight: 5,
      fields: [
        problemDescription({
          es: 'Qué compraste, cuándo y qué salió mal con el pago',
          en: 'What you bought, when, and what went wrong with the payment',
        }),
        {
          title: 'ID de transacción',
          description: 'Aparece en el recibo',
          label: { es: 'ID de transacción', en: 'Transaction ID' },
          hint: { es: 'Aparece en el recibo', en: 'It is on the receipt' },
          required: true,
          maxLength: 64,
        },
        {
          title: 'Importe',
          description: 'Cantidad pagada',
          label: { es: 'Importe', en: 'Amount' },
          hint: { es: 'Cantidad pagada', en: 'Amount paid' },
          required: false,
          maxLength: 20,
        },
      ],
    },
    {
      key: 'bug',
      title: { es: 'Error de la web', en: 'Website bug' },
      description: { es: 'Algo de la web no funciona', en: 'Something on the website is broken' },
      weight: 1,
      fields: [
        problemDescription({
          es: 'Qué falla, en qué página y qué esperabas que pasara',
          en: 'What breaks, on which page and what you expected to happen',
        }),
        {
          title: 'Pasos para reproducirlo',
          description: 'Qué hiciste antes del error',
          label: { es: 'Pasos para reproducirlo', en: 'Steps to reproduce it' },
          hint: { es: 'Qué hiciste antes del error', en: 'What you did before the error' },
          required: false,
          maxLength: 500,
        },
      ],
    },
    {
      key: 'faq',
      title: { es: 'Preguntas frecuentes', en: 'Frequently asked questions' },
      description: { es: 'Lee esto antes de escribir', en: 'Read this before writing' },
      weight: 0,
      infoOnly: true,
      infoText: {
        es: 'Las respuestas a las dudas más comunes están en la wiki de la comunidad.',
        en: 'Answers to the most common questions are in the community wiki.',
      },
    },
  ],
};

export const inGameSupportGroup: DemoGroup = {
  key: 'ingame',
  ticketType: 0,
  name: { es: 'Soporte en el juego', en: 'In-game support' },
  description: { es: 'Problemas dentro del juego', en: 'Problems inside the game' },
  icon: 'gamepad',
  isWeb: false,
  welcomeMessage: {
    es: 'Describe qué ocurre, dónde estás en el juego y desde cuándo; un miembro del staff te atenderá pronto.',
    en: 'Describe what happens, where you are in the game and since when; a staff member will help you soon.',
  },
  adminRoles: ['support'],
  precannedAnswers: [greeting],
  inactiveMinutesWarning: 15,
  categories: [
    {
      key: 'stuck',
      title: { es: 'Personaje atascado', en: 'Stuck character' },
      description: { es: 'No puedes moverte', en: 'You cannot move' },
      weight: 4,
      fields: [
        problemDescription({
          es: 'Qué estabas haciendo cuando te quedaste atascado',
          en: 'What you were doing when you got stuck',
        }),
        {
          title: 'Ubicación',
          description: 'Dónde estás',
          label: { es: 'Ubicación', en: 'Location' },
          hint: { es: 'Dónde estás', en: 'Where you are' },
          required: true,
          maxLength: 100,
        },
      ],
    },
    {
      key: 'lost-items',
      title: { es: 'Objetos perdidos', en: 'Lost items' },
      description: { es: 'Objetos que han desaparecido', en: 'Items that disappeared' },
      weight: 2,
      fields: [
        problemDescription({
          es: 'Cuándo los viste por última vez y qué pasó después',
          en: 'When you last saw them and what happened next',
        }),
        {
          title: 'Objetos',
          description: 'Qué has perdido',
          label: { es: 'Objetos', en: 'Items' },
          hint: { es: 'Qué has perdido', en: 'What you lost' },
          required: true,
          maxLength: 200,
        },
      ],
    },
  ],
};

export const webEventsGroup: DemoGroup = {
  key: 'webevents',
  ticketType: 0,
  name: { es: 'Eventos', en: 'Events' },
  description: { es: 'Propón un evento público', en: 'Propose a public event' },
  icon: 'calendar',
  isWeb: true,
  welcomeMessage: {
    es: 'Elige fecha o lugar para tu evento.',
    en: 'Pick a date or place for your event.',
  },
  adminRoles: ['events'],
  precannedAnswers: [],
  inactiveMinutesWarning: 0,
  categories: [
    {
      key: 'publicevent',
      title: { es: 'Evento público', en: 'Public event' },
      description: { es: 'Un evento abierto a todos', en: 'An event open to everyone' },
      weight: 1,
    },
  ],
};

import { ERROR_CODES, type ErrorCode } from '../errors';
import {
  CONFIG_KEYS,
  type Language,
  MAX_INACTIVITY_WARNING_MINUTES,
  MAX_RETENTION_MONTHS,
} from '../limits';

export type KnownConfigKey = (typeof CONFIG_KEYS)[keyof typeof CONFIG_KEYS];

/** What a value is, for the panel's type column; a key the portal does not read is free `text`. */
export const CONFIG_VALUE_TYPES = ['text', 'model', 'image', 'minutes', 'months'] as const;
export type ConfigValueType = (typeof CONFIG_VALUE_TYPES)[number];

/** An image the browser loads from the portal's own origin (`/…`) or over https. */
export function isImageAddress(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The inactivity default as saved: whole minutes from 0 to a year, else undefined. */
export function inactivityMinutesOf(value: string): number | undefined {
  if (!/^[0-9]{1,6}$/.test(value)) return undefined;
  const minutes = Number(value);
  return minutes <= MAX_INACTIVITY_WARNING_MINUTES ? minutes : undefined;
}

/** The retention as saved: whole months from 0 (off) to a hundred years, else undefined. */
export function retentionMonthsOf(value: string): number | undefined {
  if (!/^[0-9]{1,4}$/.test(value)) return undefined;
  const months = Number(value);
  return months <= MAX_RETENTION_MONTHS ? months : undefined;
}

/** What a key's value must be: the check, and the code the refusal carries. */
export interface ConfigValueRule {
  code: ErrorCode;
  accepts: (value: string) => boolean;
}

function valueRule(code: ErrorCode, accepts: (value: string) => boolean): ConfigValueRule {
  return { code, accepts };
}

/** One key the portal reads: its value rule, the value read while it is unset, and what it does. */
export interface ConfigKeyDefinition {
  type: ConfigValueType;
  /** What the portal uses while the key is unset ('' = nothing: no image, no map). */
  defaultValue: string;
  rule: ConfigValueRule;
  /** Edited but never deleted (SPEC §5 "Config"). */
  protected: boolean;
  description: Record<Language, string>;
}

/**
 * Every key the portal reads, in the panel's order: the one place its rule, default and
 * description live (the server's readers, `GET /config` and the panel use it).
 */
export const CONFIG_KEY_DEFINITIONS: Record<KnownConfigKey, ConfigKeyDefinition> = {
  [CONFIG_KEYS.aiBasePrompt]: {
    type: 'text',
    defaultValue:
      'Eres parte del equipo de soporte de una comunidad de jugadores. Escribes respuestas breves, ' +
      'amables y concretas que resuelven la duda del jugador o le dicen qué hará el equipo.',
    rule: valueRule(ERROR_CODES.configBlankPrompt, (v) => v.trim() !== ''),
    protected: true,
    description: {
      es: 'Instrucciones base que reciben las respuestas sugeridas por la IA y el asistente del equipo.',
      en: 'Base instructions given to the AI-suggested replies and the staff assistant.',
    },
  },
  [CONFIG_KEYS.assistantDefaultModel]: {
    type: 'model',
    defaultValue: 'llama3.2',
    rule: valueRule(ERROR_CODES.configInvalidModel, (v) => /^\S+$/.test(v)),
    protected: false,
    description: {
      es: 'Modelo al que preguntan las sugerencias de la IA y el asistente cuando hay un servicio de IA configurado.',
      en: 'Model the AI suggestions and the assistant ask when an AI service is configured.',
    },
  },
  [CONFIG_KEYS.serverImage]: {
    type: 'image',
    defaultValue: '',
    rule: valueRule(ERROR_CODES.configInvalidImage, isImageAddress),
    protected: false,
    description: {
      es: 'Imagen del servidor de juego en la cabecera (vacío: ninguna).',
      en: 'Game server image in the header (empty: none).',
    },
  },
  [CONFIG_KEYS.mapImage]: {
    type: 'image',
    defaultValue: '',
    rule: valueRule(ERROR_CODES.configInvalidImage, isImageAddress),
    protected: false,
    description: {
      es: 'Imagen del mapa que muestra el marco de eventos públicos (vacío: ninguna).',
      en: 'Map image the public event frame shows (empty: none).',
    },
  },
  [CONFIG_KEYS.inactivityWarningMinutes]: {
    type: 'minutes',
    defaultValue: '0',
    rule: valueRule(ERROR_CODES.configInvalidMinutes, (v) => inactivityMinutesOf(v) !== undefined),
    protected: false,
    description: {
      es: 'Minutos sin comentarios tras los que el equipo ve el aviso de inactividad, en los grupos que no fijan los suyos (0: sin aviso).',
      en: 'Minutes without a comment before staff see the inactivity warning, for groups that set none (0: no warning).',
    },
  },
  [CONFIG_KEYS.ticketRetentionMonths]: {
    type: 'months',
    defaultValue: '0',
    rule: valueRule(ERROR_CODES.configInvalidMonths, (v) => retentionMonthsOf(v) !== undefined),
    protected: false,
    description: {
      es: 'Meses tras el cierre a partir de los cuales se borra el texto de un ticket (título, descripción, comentarios, valoraciones); se conservan sus cifras (0: nunca).',
      en: 'Months after closing after which a ticket’s text is erased (title, description, comments, reviews); its figures stay (0: never).',
    },
  },
};

export const KNOWN_CONFIG_KEYS = Object.keys(CONFIG_KEY_DEFINITIONS) as KnownConfigKey[];

export function isKnownConfigKey(key: string): key is KnownConfigKey {
  return Object.hasOwn(CONFIG_KEY_DEFINITIONS, key);
}

/** Keys the product depends on can be edited but never deleted (SPEC §5 "Config"). */
export function isDeletableConfigKey(key: string): boolean {
  return !isKnownConfigKey(key) || !CONFIG_KEY_DEFINITIONS[key].protected;
}

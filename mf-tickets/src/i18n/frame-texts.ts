import type { TextsOf } from './texts-of';

/** Texts of the event frame page (event-frame.html), in the language it is opened with. */
const es = {
  frameCalendarHeading: 'Elige el día del evento',
  frameMapHeading: 'Elige el lugar del evento',
  framePlaceHeading: 'Lugar del evento',
  frameMapOnlyHeading: 'Mapa del servidor',
  frameMapUnmarked: 'Mapa sin marcador',
  framePreviousMonth: 'Mes anterior',
  frameNextMonth: 'Mes siguiente',
  frameTimeLabel: 'Hora de inicio',
  frameUseDate: 'Usar esta fecha',
  frameNoDay: 'Elige un día en el calendario.',
  frameCalendarHelp: 'Flechas: cambiar de día · Re Pág / Av Pág: cambiar de mes · Enter: elegir',
  frameMapHelp: 'Haz clic en el mapa o usa las flechas para mover el marcador.',
  framePlaceLabel: 'Nombre del lugar',
  frameUsePlace: 'Usar este lugar',
  frameMapLabel: 'Mapa: marcador en {{x}} %, {{y}} %',
  frameServer: 'Servidor: {{server}}',
  frameSent: 'Enviado.',
};

const en: TextsOf<typeof es> = {
  frameCalendarHeading: 'Choose the day of the event',
  frameMapHeading: 'Choose the place of the event',
  framePlaceHeading: 'Place of the event',
  frameMapOnlyHeading: 'Server map',
  frameMapUnmarked: 'Map without a marker',
  framePreviousMonth: 'Previous month',
  frameNextMonth: 'Next month',
  frameTimeLabel: 'Start time',
  frameUseDate: 'Use this date',
  frameNoDay: 'Choose a day in the calendar.',
  frameCalendarHelp: 'Arrows: change day · Page Up / Page Down: change month · Enter: choose',
  frameMapHelp: 'Click the map or use the arrow keys to move the marker.',
  framePlaceLabel: 'Place name',
  frameUsePlace: 'Use this place',
  frameMapLabel: 'Map: marker at {{x}} %, {{y}} %',
  frameServer: 'Server: {{server}}',
  frameSent: 'Sent.',
};

export const FRAME_TEXTS = { es, en };

const es = {
  assistant: 'Asistente',
  openAssistant: 'Abrir el asistente',
  closeAssistant: 'Cerrar el asistente',
  moveAssistant: 'Mover el asistente',
  resizeAssistant: 'Cambiar el tamaño del asistente',
  moveHint: 'Arrastra o usa las flechas del teclado.',
};

export const windowTexts = {
  es,
  en: {
    assistant: 'Assistant',
    openAssistant: 'Open the assistant',
    closeAssistant: 'Close the assistant',
    moveAssistant: 'Move the assistant',
    resizeAssistant: 'Resize the assistant',
    moveHint: 'Drag it or use the arrow keys.',
  } satisfies Record<keyof typeof es, string>,
};

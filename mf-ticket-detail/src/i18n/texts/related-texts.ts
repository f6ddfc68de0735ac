const es = {
  relatedReports: 'Otras denuncias contra este jugador ({{count}})',
  relatedNumber: 'n.º {{id}}',
  showAllRelated: 'Ver las {{count}}',
  closeAllRelated: 'Cerrar todas con una resolución',
  relatedClosed_one: 'Se cerró {{count}} denuncia',
  relatedClosed_other: 'Se cerraron {{count}} denuncias',
  relatedRefused: 'n.º {{id}} no se cerró: {{reason}}',
};

export const relatedTexts = {
  es,
  en: {
    relatedReports: 'Other reports against this player ({{count}})',
    relatedNumber: '#{{id}}',
    showAllRelated: 'Show all {{count}}',
    closeAllRelated: 'Close all with one resolution',
    relatedClosed_one: '{{count}} report closed',
    relatedClosed_other: '{{count}} reports closed',
    relatedRefused: '#{{id}} was not closed: {{reason}}',
  } satisfies Record<keyof typeof es, string>,
};

const es = {
  dashboardIntro: 'Las cifras del portal; cada tarjeta lleva a la sección que resume.',
  openTickets: 'Tickets de soporte abiertos',
  openReports: 'Denuncias abiertas',
  unassignedTickets: 'Tickets de soporte sin asignar',
  unassignedReports: 'Denuncias sin asignar',
  closedTickets: 'Tickets de soporte cerrados',
  closedReports: 'Denuncias cerradas',
  createdToday: 'Abiertos hoy (UTC)',
  createdThisWeek: 'Abiertos esta semana (UTC)',
  averageFirstResponseMillis: 'Primera respuesta media (30 días)',
  averageReviewPoints: 'Valoración media',
  staffOnline: 'Equipo conectado ahora',
};

export const dashboardTexts = {
  es,
  en: {
    dashboardIntro: 'The portal in figures; each card leads to the section it summarises.',
    openTickets: 'Open support tickets',
    openReports: 'Open reports',
    unassignedTickets: 'Unassigned support tickets',
    unassignedReports: 'Unassigned reports',
    closedTickets: 'Closed support tickets',
    closedReports: 'Closed reports',
    createdToday: 'Opened today (UTC)',
    createdThisWeek: 'Opened this week (UTC)',
    averageFirstResponseMillis: 'Average first response (30 days)',
    averageReviewPoints: 'Average review',
    staffOnline: 'Staff online now',
  } satisfies Record<keyof typeof es, string>,
};

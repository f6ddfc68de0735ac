const es = {
  dashboardIntro: 'Las cifras del portal; cada tarjeta lleva a la sección que resume.',
  openTickets: 'Tickets de soporte abiertos',
  openReports: 'Denuncias abiertas',
  unassignedTickets: 'Tickets de soporte sin asignar',
  unassignedReports: 'Denuncias sin asignar',
  ticketsLastMonth: 'Tickets de soporte (30 días)',
  reportsLastMonth: 'Denuncias (30 días)',
  averageReviewPoints: 'Valoración media',
  activeStaff: 'Miembros del equipo activos',
};

export const dashboardTexts = {
  es,
  en: {
    dashboardIntro: 'The portal in figures; each card leads to the section it summarises.',
    openTickets: 'Open support tickets',
    openReports: 'Open reports',
    unassignedTickets: 'Unassigned support tickets',
    unassignedReports: 'Unassigned reports',
    ticketsLastMonth: 'Support tickets (30 days)',
    reportsLastMonth: 'Reports (30 days)',
    averageReviewPoints: 'Average review',
    activeStaff: 'Active staff members',
  } satisfies Record<keyof typeof es, string>,
};
